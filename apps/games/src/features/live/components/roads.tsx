import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveRoads, LiveTableState } from '../api/live-calls.ts';
import type { LiveKind } from '../api/live-page-data.ts';

const COLOURS: Record<string, string> = {
  banker: '#d3242f',
  player: '#1f5fd6',
  tie: '#1f9d55',
  dragon: '#d3242f',
  tiger: '#1f5fd6',
  red: '#d3242f',
  blue: '#1f5fd6',
};
const FONT = 'Arial,Helvetica,sans-serif';
const SIZE = 14;
type Cell = { col: number; row: number };
type Draw<C> = (cell: C, x: number, y: number) => ReactNode;

/** One road: a grid six cells high, as wide as its columns, opened on its newest (rightmost) results by its sheet. */
function RoadGrid<C extends Cell>({
  title,
  cells,
  draw,
  minCols,
}: {
  title: string;
  cells: C[];
  draw: Draw<C>;
  minCols: number;
}) {
  const cols = Math.max(minCols, ...cells.map((c) => c.col + 1));
  const width = cols * SIZE;
  const height = 6 * SIZE;
  return (
    <figure className="road">
      <figcaption>{title}</figcaption>
      <div className="road-scroll">
        <svg viewBox={`0 0 ${width} ${height}`} width={width} height={height} role="img" aria-label={title}>
          <rect width={width} height={height} fill="#fff" />
          {Array.from({ length: cols + 1 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the grid's lines are its positions
            <path key={i} d={`M${i * SIZE} 0V${height}`} stroke="#d9dce3" strokeWidth="0.5" />
          ))}
          {Array.from({ length: 7 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the grid's lines are its positions
            <path key={`row-${i}`} d={`M0 ${i * SIZE}H${width}`} stroke="#d9dce3" strokeWidth="0.5" />
          ))}
          {cells.map((c) => (
            <g key={`${c.col}-${c.row}`}>{draw(c, c.col * SIZE + SIZE / 2, c.row * SIZE + SIZE / 2)}</g>
          ))}
        </svg>
      </div>
    </figure>
  );
}

/**
 * The road maps of the shoe in play (card tables), or the last numbers (roulette); drawn again only when a new table
 * state arrives, not at every step of the page's clock.
 */
export const Roads = memo(function Roads({ kind, table }: { kind: LiveKind; table: LiveTableState | null }) {
  const { t } = useTranslation();
  if (!table) return null;
  if (kind === 'roulette') {
    return (
      <ol className="numbers" aria-label={t('live.lastResults')}>
        {table.history.slice(0, 24).map((h) =>
          h.outcome.game === 'house-live-roulette' ? (
            <li key={h.id} className={`n-${h.outcome.colour}`}>
              {h.outcome.number}
            </li>
          ) : null,
        )}
      </ol>
    );
  }
  const roads: LiveRoads = table.roads ?? { bead: [], big: [], bigEye: [], small: [], cockroach: [] };
  const initial = (winner: string) =>
    (['banker', 'player', 'tie', 'dragon', 'tiger'].includes(winner) ? t(`live.${winner}`) : winner).slice(0, 1);
  const colour = (entry: string) => COLOURS[entry] ?? '#888';
  const hollow: Draw<LiveRoads['bigEye'][number]> = (c, x, y) => (
    <circle cx={x} cy={y} r={SIZE / 2 - 3} fill="none" stroke={colour(c.entry)} strokeWidth="1.8" />
  );
  const dot: Draw<LiveRoads['small'][number]> = (c, x, y) => <circle cx={x} cy={y} r={SIZE / 2 - 3} fill={colour(c.entry)} />;
  const slash: Draw<LiveRoads['cockroach'][number]> = (c, x, y) => (
    <path d={`M${x - SIZE / 3} ${y + SIZE / 3}L${x + SIZE / 3} ${y - SIZE / 3}`} stroke={colour(c.entry)} strokeWidth="2.2" />
  );
  return (
    <>
      <RoadGrid
        title={t('live.beadPlate')}
        cells={roads.bead}
        minCols={12}
        draw={(c, x, y) => (
          <>
            <circle cx={x} cy={y} r={SIZE / 2 - 1.2} fill={colour(c.winner)} />
            <text x={x} y={y + 3} fontSize="8" fill="#fff" textAnchor="middle" fontFamily={FONT}>
              {initial(c.winner)}
            </text>
            {c.bankerPair && <circle cx={x - 4} cy={y - 4} r="1.8" fill="#d3242f" stroke="#fff" strokeWidth="0.5" />}
            {c.playerPair && <circle cx={x + 4} cy={y + 4} r="1.8" fill="#1f5fd6" stroke="#fff" strokeWidth="0.5" />}
          </>
        )}
      />
      <RoadGrid
        title={t('live.bigRoad')}
        cells={roads.big}
        minCols={24}
        draw={(c, x, y) => (
          <>
            <circle cx={x} cy={y} r={SIZE / 2 - 2} fill="none" stroke={colour(c.entry.winner)} strokeWidth="2" />
            {c.entry.ties > 0 && <path d={`M${x - 4} ${y + 4}L${x + 4} ${y - 4}`} stroke="#1f9d55" strokeWidth="1.6" />}
            {c.entry.ties > 1 && (
              <text x={x} y={y + 3} fontSize="7" textAnchor="middle" fill="#1f9d55" fontFamily={FONT}>
                {c.entry.ties}
              </text>
            )}
          </>
        )}
      />
      {kind === 'baccarat' && (
        <div className="derived">
          <RoadGrid title={t('live.bigEye')} cells={roads.bigEye} minCols={12} draw={hollow} />
          <RoadGrid title={t('live.smallRoad')} cells={roads.small} minCols={12} draw={dot} />
          <RoadGrid title={t('live.cockroach')} cells={roads.cockroach} minCols={12} draw={slash} />
        </div>
      )}
    </>
  );
});
