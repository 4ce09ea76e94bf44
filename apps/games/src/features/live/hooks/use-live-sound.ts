import { useCallback, useMemo, useRef, useState } from 'react';

/** The table's short effects as Web Audio tones: [frequency, ms, delay s]. */
const TONES = {
  card: [[660, 60, 0]],
  chip: [[880, 40, 0]],
  close: [[330, 160, 0]],
  win: [
    [523, 120, 0],
    [659, 120, 0.12],
    [784, 200, 0.24],
  ],
} satisfies Record<string, readonly (readonly [number, number, number])[]>;
export type LiveSoundEffect = keyof typeof TONES;

/** Sound off until the player turns it on; the audio context is made on the first tone after that. */
export function useLiveSound() {
  const [on, setOn] = useState(false);
  const onRef = useRef(false);
  const audio = useRef<AudioContext | null>(null);
  const play = useCallback((effect: LiveSoundEffect) => {
    if (!onRef.current || typeof AudioContext === 'undefined') return;
    try {
      audio.current ??= new AudioContext();
      const context = audio.current;
      for (const [frequency, ms, when] of TONES[effect]) {
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
  }, []);
  const toggle = useCallback(() => {
    onRef.current = !onRef.current;
    setOn(onRef.current);
  }, []);
  return useMemo(() => ({ on, toggle, play }), [on, toggle, play]);
}
export type LiveSound = ReturnType<typeof useLiveSound>;
