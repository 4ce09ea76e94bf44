import type { SlotGame, SlotSpin } from '../api/slot-calls.ts';

export const REEL_COUNT = 5;
export const ROW_COUNT = 3;

/** The colours of the paylines, by line number, over the reels and in the paytable. */
export const LINE_COLOURS = [
  '#ffd24a',
  '#4fc3f7',
  '#ef5350',
  '#66bb6a',
  '#ab47bc',
  '#ff9800',
  '#26c6da',
  '#ec407a',
  '#d4e157',
  '#8d6e63',
] as const;
export const lineColour = (line: number) => LINE_COLOURS[line % LINE_COLOURS.length] ?? LINE_COLOURS[0];

/** A cell's key: reel then row, "2-1". */
export const cellKey = (reel: number, row: number) => `${reel}-${row}`;

/** The symbols one reel shows, top to bottom, from a spin's window (window[row][reel]). */
export const columnOf = (window: readonly (readonly string[])[], reel: number) =>
  Array.from({ length: ROW_COUNT }, (_, row) => window[row]?.[reel] ?? '');

/** A reel's worth of symbols drawn at random: what a spinning reel shows, and the reels before the first spin. */
export function randomColumn(ids: readonly string[], random: () => number = Math.random): string[] {
  return Array.from({ length: ROW_COUNT }, () => ids[Math.floor(random() * ids.length)] ?? '');
}

/** The kind of a symbol of the game (regular, wild, scatter, jackpot). */
export const kindOf = (game: Pick<SlotGame, 'symbols'> | null, id: string) =>
  game?.symbols.find((symbol) => symbol.id === id)?.kind ?? 'regular';

/**
 * The cells a spin won with: those of each winning line up to its count, the middle row of a jackpot, and every
 * scatter when the scatters paid or started free spins.
 */
export function winningCells(spin: SlotSpin, game: Pick<SlotGame, 'symbols' | 'lines'>): string[] {
  const cells = new Set<string>();
  for (const win of spin.lineWins) {
    const line = game.lines[win.line] ?? [];
    for (let reel = 0; reel < win.count; reel += 1) cells.add(cellKey(reel, line[reel] ?? 0));
  }
  if (spin.jackpot) for (let reel = 0; reel < REEL_COUNT; reel += 1) cells.add(cellKey(reel, 1));
  if (spin.scatters >= 3 || spin.scatterPay > 0) {
    spin.window.forEach((row, y) => {
      row.forEach((id, reel) => {
        if (kindOf(game, id) === 'scatter') cells.add(cellKey(reel, y));
      });
    });
  }
  return [...cells];
}
