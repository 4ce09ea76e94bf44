/** Playing cards and chips drawn as SVG (suits are paths: no symbol glyphs of a font). */

const SUITS: Record<string, string> = {
  S: 'M50 6C62 26 94 40 94 62C94 76 84 84 73 84C65 84 58 80 54 74C56 84 60 91 68 95H32C40 91 44 84 46 74C42 80 35 84 27 84C16 84 6 76 6 62C6 40 38 26 50 6Z',
  H: 'M50 90C20 66 6 48 6 30C6 16 16 6 29 6C39 6 46 12 50 20C54 12 61 6 71 6C84 6 94 16 94 30C94 48 80 66 50 90Z',
  D: 'M50 4L90 50L50 96L10 50Z',
  C: 'M50 8A19 19 0 0 1 64 40A19 19 0 1 1 56 70Q58 86 68 95H32Q42 86 44 70A19 19 0 1 1 36 40A19 19 0 0 1 50 8Z',
};
const FONT = 'Arial,Helvetica,sans-serif';

const SuitPath = ({ suit, x, y, size }: { suit: string; x: number; y: number; size: number }) => (
  <path transform={`translate(${x} ${y}) scale(${size / 100})`} d={SUITS[suit]} />
);

/** A card face: `name` is rank and suit ('10H', 'QS'), `label` what a screen reader says. */
export function Card({ name, label }: { name: string; label: string }) {
  const suit = name.slice(-1);
  const rank = name.slice(0, -1);
  const colour = suit === 'H' || suit === 'D' ? '#c4122f' : '#15151f';
  return (
    <svg className="card" viewBox="0 0 60 84" role="img" aria-label={label} data-testid="live-card" data-card={name}>
      <rect x="1" y="1" width="58" height="82" rx="6" fill="#fff" stroke="#c9ccd6" />
      <g fill={colour}>
        <text x="5" y="17" fontSize="14" fontWeight="700" fontFamily={FONT}>
          {rank}
        </text>
        <SuitPath suit={suit} x={5} y={20} size={11} />
        <SuitPath suit={suit} x={16} y={30} size={30} />
        <text x="55" y="79" fontSize="14" fontWeight="700" textAnchor="end" fontFamily={FONT}>
          {rank}
        </text>
      </g>
    </svg>
  );
}

/** A card face down. */
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
/** The i-th chip of the table, with its value written on it (smaller where the value is longer). */
export function ChipArt({ label, index }: { label: string; index: number }) {
  const c = CHIP_COLOURS[index % CHIP_COLOURS.length];
  const size = label.length > 4 ? 10 : label.length > 3 ? 12 : 15;
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true">
      <circle cx="32" cy="32" r="30" fill={c} />
      {[0, 45, 90, 135, 180, 225, 270, 315].map((a) => (
        <rect key={a} x="28" y="2" width="8" height="10" rx="1" fill="#fff" transform={`rotate(${a} 32 32)`} />
      ))}
      <circle cx="32" cy="32" r="19" fill="#fff" />
      <circle cx="32" cy="32" r="16" fill="none" stroke={c} strokeWidth="2" />
      <text x="32" y="37" textAnchor="middle" fontSize={size} fontWeight="800" fill={c} fontFamily={FONT}>
        {label}
      </text>
    </svg>
  );
}
