import { useCallback, useMemo, useRef, useState } from 'react';

/** One tone of an effect: frequency in Hz, length in ms, start in s after the effect begins. */
export type Tone = readonly [frequency: number, ms: number, delay: number];

/**
 * A page's short effects as Web Audio tones (no sound files to download), off until the player turns them on: a page
 * that opens making noise is a surprise, and browsers refuse audio before a gesture anyway. The audio context is made
 * on the first tone after that.
 */
export function useToneSound<Effect extends string>(tones: Record<Effect, readonly Tone[]>) {
  const [on, setOn] = useState(false);
  const onRef = useRef(false);
  const audio = useRef<AudioContext | null>(null);
  const play = useCallback(
    (effect: Effect) => {
      if (!onRef.current || typeof AudioContext === 'undefined') return;
      try {
        audio.current ??= new AudioContext();
        const context = audio.current;
        for (const [frequency, ms, when] of tones[effect]) {
          const oscillator = context.createOscillator();
          const gain = context.createGain();
          oscillator.frequency.value = frequency;
          gain.gain.setValueAtTime(0.08, context.currentTime + when);
          gain.gain.exponentialRampToValueAtTime(0.0001, context.currentTime + when + ms / 1000);
          oscillator.connect(gain).connect(context.destination);
          oscillator.start(context.currentTime + when);
          oscillator.stop(context.currentTime + when + ms / 1000);
        }
      } catch {
        // A browser without working audio plays on silently.
      }
    },
    [tones],
  );
  const toggle = useCallback(() => {
    onRef.current = !onRef.current;
    setOn(onRef.current);
  }, []);
  return useMemo(() => ({ on, toggle, play }), [on, toggle, play]);
}
export type ToneSound<Effect extends string> = ReturnType<typeof useToneSound<Effect>>;
