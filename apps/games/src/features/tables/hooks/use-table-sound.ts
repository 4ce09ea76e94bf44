import { useToneSound } from '../../../lib/use-tone-sound.ts';

/** The tables' short effects. */
const TONES = {
  card: [[660, 60, 0]],
  chip: [[880, 40, 0]],
  win: [
    [523, 120, 0],
    [659, 120, 0.12],
    [784, 200, 0.24],
  ],
} as const;
export type TableSoundEffect = keyof typeof TONES;

/** Sound off until the player turns it on. */
export const useTableSound = () => useToneSound<TableSoundEffect>(TONES);
