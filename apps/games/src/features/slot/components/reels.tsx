import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { SlotGame } from '../api/slot-calls.ts';
import { cellKey, kindOf, lineColour, randomColumn } from '../hooks/slot-wins.ts';
import type { ReelState, ReelsView, WinsView } from '../hooks/use-slot-game.ts';
import { symbolSvg } from './symbol-art.ts';

/** How often a spinning reel shows other symbols. */
const BLUR_MS = 70;
/** With several winning lines, each is shown alone in turn for this long. */
const LINE_TURN_MS = 900;

type ReelsProps = {
  gameCode: string;
  /** The symbol ids a spinning reel draws from. */
  symbols: readonly string[];
  game: SlotGame | null;
  reels: ReelsView;
  wins: WinsView;
  reducedMotion: boolean;
};

type Polyline = { line: number; points: string };

/**
 * The five reels of three cells, each symbol drawn, and the winning lines drawn over them. A spinning reel changes
 * its own symbols (only that reel is drawn again); the screen reader hears the result from the page's announcement,
 * so the reels are hidden from it.
 */
export function Reels({ gameCode, symbols, game, reels, wins, reducedMotion }: ReelsProps) {
  const box = useRef<HTMLDivElement>(null);
  const [polylines, setPolylines] = useState<Polyline[]>([]);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [turn, setTurn] = useState(-1);

  // The lines go through the middle of their cells as laid out now, and again when the window changes size.
  useLayoutEffect(() => {
    const container = box.current;
    if (!container || !game || !wins?.lines.length) {
      setPolylines([]);
      return;
    }
    const measure = () => {
      const frame = container.getBoundingClientRect();
      setSize({ width: Math.round(frame.width), height: Math.round(frame.height) });
      setPolylines(
        wins.lines.map((line) => ({
          line,
          points: (game.lines[line] ?? [])
            .map((row, reel) => {
              const cell = container.querySelector(`[data-cell="${cellKey(reel, row)}"]`)?.getBoundingClientRect();
              if (!cell) return '0,0';
              return `${Math.round(cell.left - frame.left + cell.width / 2)},${Math.round(cell.top - frame.top + cell.height / 2)}`;
            })
            .join(' '),
        })),
      );
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [game, wins]);

  // Several lines: all of them first, then one after the other until the next spin.
  useEffect(() => {
    setTurn(-1);
    if (polylines.length < 2 || reducedMotion) return;
    const timer = setInterval(() => setTurn((k) => (k + 1) % polylines.length), LINE_TURN_MS);
    return () => clearInterval(timer);
  }, [polylines, reducedMotion]);

  const winning = useMemo(() => new Set(wins?.cells ?? []), [wins]);
  return (
    <div className="cabinet">
      <div className={`reels${winning.size ? ' has-win' : ''}`} id="reels" ref={box} aria-hidden="true">
        {reels.columns.map((column, reel) => (
          <Reel
            // The reels are a fixed row of five.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={reel}
            reel={reel}
            column={column}
            state={reels.states[reel] ?? 'stopped'}
            gameCode={gameCode}
            symbols={symbols}
            game={game}
            winning={winning}
          />
        ))}
        <svg
          className="lines"
          id="lines"
          data-testid="slot-lines"
          viewBox={`0 0 ${size.width || 1} ${size.height || 1}`}
          aria-hidden="true"
        >
          {polylines.map(({ line, points }, index) => (
            <polyline
              key={line}
              data-line={line}
              points={points}
              stroke={lineColour(line)}
              className={turn >= 0 && turn !== index ? 'dim' : undefined}
            />
          ))}
        </svg>
      </div>
    </div>
  );
}

type ReelProps = {
  reel: number;
  column: readonly string[];
  state: ReelState;
  gameCode: string;
  symbols: readonly string[];
  game: SlotGame | null;
  winning: ReadonlySet<string>;
};

const Reel = memo(function Reel({ reel, column, state, gameCode, symbols, game, winning }: ReelProps) {
  const [blur, setBlur] = useState<string[] | null>(null);
  useEffect(() => {
    if (state !== 'spinning') {
      setBlur(null);
      return;
    }
    const timer = setInterval(() => setBlur(randomColumn(symbols)), BLUR_MS);
    return () => clearInterval(timer);
  }, [state, symbols]);
  const shown = blur ?? column;
  return (
    <div className="reel" data-reel={reel} data-state={state} data-testid="slot-reel">
      {shown.map((id, row) => (
        <Cell
          // A reel always has its three rows.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={row}
          cell={cellKey(reel, row)}
          id={id}
          kind={kindOf(game, id)}
          gameCode={gameCode}
          win={winning.has(cellKey(reel, row))}
        />
      ))}
    </div>
  );
});

type CellProps = { cell: string; id: string; kind: string; gameCode: string; win: boolean };

const Cell = memo(function Cell({ cell, id, kind, gameCode, win }: CellProps) {
  return (
    <div
      className={`cell sym-${kind}${win ? ' win' : ''}`}
      data-cell={cell}
      data-symbol={id}
      // The drawings are this app's own constant markup (symbol-art.ts).
      // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
      dangerouslySetInnerHTML={{ __html: symbolSvg(gameCode, id) }}
    />
  );
});
