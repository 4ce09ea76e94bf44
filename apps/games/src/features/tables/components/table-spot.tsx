import type { ReactNode } from 'react';
import { toMajor } from '../../../lib/amount-format.ts';
import { chipLabel } from '../../../lib/chip-label.ts';
import type { TableGame } from '../hooks/use-table-game.ts';

type TableSpotProps = {
  game: TableGame;
  spot: string;
  /** What a screen reader says for the spot (its face may be dice or a number). */
  label: string;
  language: string;
  className?: string;
  disabled?: boolean;
  children: ReactNode;
};

/** A betting spot of the felt: a chip on it per press, its stake written on it, lit when it won the last round. */
export function TableSpot({ game, spot, label, language, className = '', disabled, children }: TableSpotProps) {
  const minor = game.stakeOf(spot);
  const decimals = (game.chips[0] ?? '').split('.')[1]?.length ?? 0;
  const classes = ['spot', className, minor > 0 ? 'staked' : '', game.wonSpots.has(spot) ? 'won' : ''].filter(Boolean);
  return (
    <button
      type="button"
      className={classes.join(' ')}
      data-spot={spot}
      data-testid={`table-spot-${spot}`}
      aria-label={label}
      disabled={disabled}
      onClick={() => game.stake(spot)}
    >
      {children}
      <span className="stake">{minor > 0 ? chipLabel(toMajor(minor, decimals), language) : ''}</span>
    </button>
  );
}
