import { useCallback, useRef, useState } from 'react';

/**
 * Short Web Audio tones (a price picked, a bet placed, a goal, a win), off until the player turns them on: a page that
 * opens making noise is a surprise, and browsers refuse audio before a gesture anyway.
 */
export function useTones() {
  const [on, setOn] = useState(false);
  const onRef = useRef(false);
  const audio = useRef<AudioContext | null>(null);

  const tone = useCallback((frequency: number, ms: number) => {
    if (!onRef.current || typeof AudioContext === 'undefined') return;
    try {
      audio.current ??= new AudioContext();
      const context = audio.current;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.value = 0.06;
      oscillator.connect(gain).connect(context.destination);
      oscillator.start();
      oscillator.stop(context.currentTime + ms / 1000);
    } catch {
      // No audio on this device: the page plays on silently.
    }
  }, []);

  const toggle = useCallback(() => {
    onRef.current = !onRef.current;
    setOn(onRef.current);
    tone(520, 80);
  }, [tone]);

  return { on, toggle, tone };
}
