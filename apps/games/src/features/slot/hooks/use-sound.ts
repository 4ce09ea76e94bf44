import { useCallback, useRef, useState } from 'react';

type Tone = readonly [frequency: number, seconds: number, wave: OscillatorType];

/** The slot's short synthesized effects: no sound files to download. */
const TONES = {
  start: [[196, 0.05, 'triangle']],
  stop: [[150, 0.06, 'triangle']],
  win: [
    [523, 0.09, 'square'],
    [659, 0.09, 'square'],
    [784, 0.14, 'square'],
  ],
  big: [
    [523, 0.1, 'square'],
    [659, 0.1, 'square'],
    [784, 0.1, 'square'],
    [1047, 0.28, 'square'],
  ],
  feature: [
    [392, 0.12, 'sawtooth'],
    [523, 0.12, 'sawtooth'],
    [659, 0.12, 'sawtooth'],
    [784, 0.12, 'sawtooth'],
    [1047, 0.35, 'sawtooth'],
  ],
} satisfies Record<string, readonly Tone[]>;
export type SoundEffect = keyof typeof TONES;

/**
 * Sound made of Web Audio tones, off until the player turns it on (a page that opens making noise is a surprise, and
 * browsers refuse audio before a gesture anyway). The audio context is made on the first tone after that gesture.
 */
export function useSound() {
  const [on, setOn] = useState(false);
  const onRef = useRef(false);
  const audio = useRef<AudioContext | null>(null);

  const play = useCallback((effect: SoundEffect) => {
    if (!onRef.current || typeof AudioContext === 'undefined') return;
    try {
      audio.current ??= new AudioContext();
      const context = audio.current;
      let at = context.currentTime + 0.01;
      for (const [frequency, seconds, wave] of TONES[effect]) {
        const oscillator = context.createOscillator();
        const gain = context.createGain();
        oscillator.type = wave;
        oscillator.frequency.value = frequency;
        gain.gain.setValueAtTime(0.06, at);
        gain.gain.exponentialRampToValueAtTime(0.0005, at + seconds);
        oscillator.connect(gain).connect(context.destination);
        oscillator.start(at);
        oscillator.stop(at + seconds + 0.02);
        at += seconds;
      }
    } catch {
      // A browser without working audio plays on silently.
    }
  }, []);

  const toggle = useCallback(() => {
    onRef.current = !onRef.current;
    setOn(onRef.current);
    play('stop');
  }, [play]);

  return { on, toggle, play };
}
