import { useCallback, useRef, useState } from 'react';

/** A short chime when a draw is revealed, made of Web Audio tones; off until the player turns it on. */
export function useDrawSound() {
  const [on, setOn] = useState(false);
  const audio = useRef<AudioContext | null>(null);
  const chime = useCallback(() => {
    if (!on || typeof AudioContext === 'undefined') return;
    audio.current ??= new AudioContext();
    const context = audio.current;
    [659, 880].forEach((frequency, i) => {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'triangle';
      oscillator.frequency.value = frequency;
      const start = context.currentTime + i * 0.12;
      gain.gain.setValueAtTime(0.08, start);
      gain.gain.exponentialRampToValueAtTime(0.001, start + 0.2);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start);
      oscillator.stop(start + 0.22);
    });
  }, [on]);
  return { on, toggle: () => setOn((v) => !v), chime };
}
