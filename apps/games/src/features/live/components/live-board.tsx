import { useCallback, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveKind } from '../api/live-page-data.ts';
import { CARD_SPOTS, colourOf, EVEN_MONEY, gridPlaces, INSIDE, insidePlaces, spotName } from '../hooks/roulette-spots.ts';
import type { LiveTable } from '../hooks/use-live-table.ts';

type SpotProps = { spot: string; label: string; className: string; game: LiveTable; covers?: readonly number[] };

/**
 * A spot of the board: this player's stake (accepted by the server), the chips laid but not placed (marked apart: no
 * bet until Place bets is answered) and the table's total this round. Screen readers hear all three in its name.
 */
function Spot({ spot, label, className, game, covers }: SpotProps) {
  const { t } = useTranslation();
  const { money } = game;
  const on = game.confirmed[spot] ?? 0;
  const wait = game.pending[spot] ?? 0;
  const total = game.totalOn(spot);
  const parts = [label];
  if (on) parts.push(money.format(money.toMajor(on)));
  if (wait) parts.push(t('live.unplacedSpot', { amount: money.format(money.toMajor(wait)) }));
  if (total) parts.push(t('live.tableTotal', { amount: money.format(total) }));
  const classes = ['spot', `spot-${spot.replace(/\d+$/, '')}`, className];
  if (on > 0) classes.push('staked');
  if (wait > 0) classes.push('pending');
  return (
    <button
      type="button"
      className={classes.join(' ')}
      data-spot={spot}
      data-testid={`live-spot-${spot}`}
      data-covers={covers?.join(' ')}
      title={covers ? label : undefined}
      aria-label={parts.join(', ')}
      aria-disabled={!game.open}
      onClick={() => game.stake(spot)}
    >
      <span className="name">{label}</span>
      <span className="stake">{on ? money.short(money.toMajor(on)) : ''}</span>
      <span className="unplaced" data-testid={`live-unplaced-${spot}`}>
        {wait ? `+${money.short(money.toMajor(wait))}` : ''}
      </span>
      <span className="table-total" data-testid={`live-total-${spot}`}>
        {total ? money.short(total) : ''}
      </span>
    </button>
  );
}

const NARROW = '(max-width: 640px)';
const narrowQuery = () => (typeof matchMedia === 'function' ? matchMedia(NARROW) : null);
function subscribeNarrow(listener: () => void) {
  const query = narrowQuery();
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}
const isNarrow = () => narrowQuery()?.matches ?? false;

/**
 * The roulette layout: across on wide screens (numbers in three rows), down on phones (three columns). Each spot's
 * place on the grid and each inside spot's place on the lines between its numbers are set on the elements' style
 * objects (the page's policy allows no style attribute), the inside spots measured from the laid-out numbers.
 */
function RouletteLayout({ game }: { game: LiveTable }) {
  const { t } = useTranslation();
  const down = useSyncExternalStore(subscribeNarrow, isNarrow, () => false);
  const layout = useRef<HTMLDivElement>(null);
  const placeInside = useCallback(() => {
    const el = layout.current;
    if (!el) return;
    const spot = (name: string) => el.querySelector<HTMLElement>(`[data-spot="${name}"]`);
    const centre = (n: number) => {
      const cell = spot(`n${n}`);
      return cell ? { x: cell.offsetLeft + cell.offsetWidth / 2, y: cell.offsetTop + cell.offsetHeight / 2 } : { x: 0, y: 0 };
    };
    for (const [name, at] of insidePlaces(centre)) {
      const button = spot(name);
      if (!button) continue;
      button.style.left = `${at.x}px`;
      button.style.top = `${at.y}px`;
    }
  }, []);
  useLayoutEffect(() => {
    const el = layout.current;
    if (!el) return;
    for (const [name, place] of gridPlaces(down)) {
      const button = el.querySelector<HTMLElement>(`[data-spot="${name}"]`);
      if (!button) continue;
      button.style.gridRow = `${place.row} / span ${place.rowSpan}`;
      button.style.gridColumn = `${place.col} / span ${place.colSpan}`;
    }
    placeInside();
  }, [down, placeInside]);
  useLayoutEffect(() => {
    const el = layout.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(placeInside);
    observer.observe(el);
    return () => observer.disconnect();
  }, [placeInside]);
  const name = (spot: string) => spotName(spot, t);
  return (
    <div className={`layout${down ? ' down' : ''}`} id="layout" ref={layout}>
      <Spot spot="n0" label="0" className="num green" game={game} />
      {Array.from({ length: 36 }, (_, i) => i + 1).map((n) => (
        <Spot key={n} spot={`n${n}`} label={String(n)} className={`num ${colourOf(n)}`} game={game} />
      ))}
      {[1, 2, 3].map((c) => (
        <Spot key={`c${c}`} spot={`column${c}`} label={name(`column${c}`)} className="outside col" game={game} />
      ))}
      {[1, 2, 3].map((d) => (
        <Spot key={`d${d}`} spot={`dozen${d}`} label={name(`dozen${d}`)} className="outside doz" game={game} />
      ))}
      {EVEN_MONEY.map((s) => (
        <Spot key={s} spot={s} label={name(s)} className={`outside even-money ${s}`} game={game} />
      ))}
      {INSIDE.map(([spot, covers]) => (
        <Spot key={spot} spot={spot} label={name(spot)} className="inside" covers={covers} game={game} />
      ))}
    </div>
  );
}

/**
 * The bet board: the card tables' spots, or the roulette layout. Drawn from the first render, before the table's state
 * arrives (its spots are the game's, disabled until betting opens), so that nothing below it moves when it does.
 */
export function LiveBoard({ kind, game }: { kind: LiveKind; game: LiveTable }) {
  const { t } = useTranslation();
  if (kind === 'roulette') return <RouletteLayout game={game} />;
  return (
    <div className={`spots spots-${kind}`}>
      {CARD_SPOTS[kind].map((spot) => (
        <Spot key={spot} spot={spot} label={t(`live.${spot}`)} className="" game={game} />
      ))}
    </div>
  );
}
