import { memo } from 'react';

/**
 * Playing cards, chips and dice drawn as SVG (suits and pips are paths: no symbol glyphs of a font), for the house
 * card pages (baccarat, blackjack, sic bo, Andar Bahar). Colours and sizes are the drawing's own attributes, so the
 * pages need no inline style; `table-art.css` (linked by the baccarat and tables entries) sizes and animates them, and the
 * live tables size them in their own sheet.
 */

const SUITS: Record<string, string> = {
  S: 'M50 6C62 26 94 40 94 62C94 76 84 84 73 84C65 84 58 80 54 74C56 84 60 91 68 95H32C40 91 44 84 46 74C42 80 35 84 27 84C16 84 6 76 6 62C6 40 38 26 50 6Z',
  H: 'M50 90C20 66 6 48 6 30C6 16 16 6 29 6C39 6 46 12 50 20C54 12 61 6 71 6C84 6 94 16 94 30C94 48 80 66 50 90Z',
  D: 'M50 4L90 50L50 96L10 50Z',
  C: 'M50 8A19 19 0 0 1 64 40A19 19 0 1 1 56 70Q58 86 68 95H32Q42 86 44 70A19 19 0 1 1 36 40A19 19 0 0 1 50 8Z',
};
const FONT = 'Arial,Helvetica,sans-serif';

const Suit = ({ suit, x, y, size }: { suit: string; x: number; y: number; size: number }) => (
  <path transform={`translate(${x} ${y}) scale(${size / 100})`} d={SUITS[suit] ?? ''} />
);

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUIT_LETTERS = ['S', 'H', 'D', 'C'];
/** A card numbered 0 to 51 (baccarat's coup) by its name: rank and suit ('10H', 'QS'). */
export const cardName = (card: number) => `${RANKS[card % 13] ?? ''}${SUIT_LETTERS[Math.floor(card / 13)] ?? ''}`;

/** What a screen reader says for a card: its rank and the suit's name (`suitName` gives it from the page's words). */
export const cardLabel = (name: string, suitName: (suit: string) => string) => `${name.slice(0, -1)} ${suitName(name.slice(-1))}`;

type CardProps = {
  /** Rank and suit ('10H', 'QS'). */
  name: string;
  label: string;
  /** More classes: `deal` slides the card in, `match` marks Andar Bahar's matching card, `tiny` a history line's. */
  extra?: string;
  /** A test id; the card's name is then on it too (`data-card`). */
  testId?: string;
};

/** A card face. */
export function CardFace({ name, label, extra = '', testId }: CardProps) {
  const suit = name.slice(-1);
  const rank = name.slice(0, -1);
  const colour = suit === 'H' || suit === 'D' ? '#c4122f' : '#15151f';
  return (
    <svg
      className={`card ${extra}`.trim()}
      viewBox="0 0 60 84"
      role="img"
      aria-label={label}
      data-testid={testId}
      data-card={testId ? name : undefined}
    >
      <rect x="1" y="1" width="58" height="82" rx="6" fill="#fff" stroke="#c9ccd6" />
      <g fill={colour}>
        <text x="5" y="17" fontSize="14" fontWeight="700" fontFamily={FONT}>
          {rank}
        </text>
        <Suit suit={suit} x={5} y={20} size={11} />
        <Suit suit={suit} x={16} y={30} size={30} />
        <text x="55" y="79" fontSize="14" fontWeight="700" textAnchor="end" fontFamily={FONT}>
          {rank}
        </text>
      </g>
    </svg>
  );
}

/** A card face down; `label` is what a screen reader says. */
export function CardBack({ label }: { label: string }) {
  return (
    <svg className="card back" viewBox="0 0 60 84" role="img" aria-label={label}>
      <rect x="1" y="1" width="58" height="82" rx="6" fill="#8e1b2b" stroke="#f3d28a" strokeWidth="2" />
      <path d="M8 8h44v68H8z" fill="none" stroke="#f3d28a" strokeWidth="1.5" />
      <path d="M8 8l44 68M52 8L8 76M30 8v68M8 42h44" stroke="#b8394b" strokeWidth="3" />
    </svg>
  );
}

const CHIP_COLOURS = ['#2f6fdb', '#1f9d55', '#c4122f', '#6b2fb3', '#111827'];
const STRIPES = [0, 45, 90, 135, 180, 225, 270, 315];

/** The i-th chip of the table, with its value written on it (smaller where the value is longer). */
export const ChipArt = memo(function ChipArt({ label, index }: { label: string; index: number }) {
  const colour = CHIP_COLOURS[index % CHIP_COLOURS.length];
  const size = label.length > 4 ? 10 : label.length > 3 ? 12 : 15;
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true">
      <circle cx="32" cy="32" r="30" fill={colour} />
      {STRIPES.map((angle) => (
        <rect key={angle} x="28" y="2" width="8" height="10" rx="1" fill="#fff" transform={`rotate(${angle} 32 32)`} />
      ))}
      <circle cx="32" cy="32" r="19" fill="#fff" />
      <circle cx="32" cy="32" r="16" fill="none" stroke={colour} strokeWidth="2" />
      <text x="32" y="37" textAnchor="middle" fontSize={size} fontWeight="800" fill={colour} fontFamily={FONT}>
        {label}
      </text>
    </svg>
  );
});

const PIPS: Record<number, [number, number][]> = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [26, 26],
    [50, 50],
    [74, 74],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [28, 28],
    [72, 28],
    [50, 50],
    [28, 72],
    [72, 72],
  ],
  6: [
    [28, 24],
    [72, 24],
    [28, 50],
    [72, 50],
    [28, 76],
    [72, 76],
  ],
};

/** A die showing `value` (1 to 6); `extra` sizes it (`mini` on the board, `tiny` in the history). */
export function Die({ value, extra = '' }: { value: number; extra?: string }) {
  const pip = value === 1 || value === 4 ? '#c4122f' : '#15151f';
  return (
    <svg className={`die ${extra}`.trim()} viewBox="0 0 100 100" role="img" aria-label={String(value)}>
      <rect x="4" y="4" width="92" height="92" rx="18" fill="#fbfaf6" stroke="#b9b3a3" strokeWidth="3" />
      {(PIPS[value] ?? []).map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="9" fill={pip} />
      ))}
    </svg>
  );
}
