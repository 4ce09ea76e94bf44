import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefersReducedMotion } from '../../../lib/reduced-motion.ts';
import type { VirtualLive, VirtualState } from '../api/virtual-calls.ts';
import { useTicker } from '../hooks/use-ticker.ts';
import type { VirtualWords } from '../hooks/virtual-words.ts';
import { Ball, Cockpit, Pitch, Rooster, Shirt } from './virtual-art.tsx';

/** Four players a side in their halves (home attacks to the right): a keeper and three outfield players. */
export const FORMATION: readonly (readonly [number, number])[] = [
  [40, 120],
  [120, 70],
  [120, 170],
  [175, 120],
  [360, 120],
  [280, 70],
  [280, 170],
  [225, 120],
];

type StageProps = {
  state: VirtualState;
  words: VirtualWords;
  serverNow: () => number;
  tone: (frequency: number, ms: number) => void;
};

/**
 * The event being played, drawn from the server's outcome against the server's clock: every animation frame, or twice
 * a second and standing still under reduced motion. The scoreboard and ticker are read out when they change.
 */
export function LiveStage({ state, words, serverNow, tone }: StageProps) {
  const { t } = useTranslation();
  const reduced = usePrefersReducedMotion();
  useTicker(!reduced, 500);
  const live = state.live;
  const at = serverNow();
  const elapsed = Math.min(state.play_ms, Math.max(0, at - live.kickoff));
  const over = at >= live.end;
  return (
    <section className="stage" aria-labelledby="live-title">
      <h2 id="live-title" className="sr-only">
        {t('virtuals.live')}
      </h2>
      {'home' in live.sides ? (
        <Match key={live.event_no} sides={live.sides} {...{ live, state, words, elapsed, over, tone }} still={reduced} />
      ) : (
        <Fight key={live.event_no} sides={live.sides} {...{ live, state, words, elapsed, tone }} ended={over} still={reduced} />
      )}
    </section>
  );
}

type PlayProps = {
  live: VirtualLive;
  state: VirtualState;
  words: VirtualWords;
  elapsed: number;
  still: boolean;
  tone: (frequency: number, ms: number) => void;
};
type Side = VirtualLive['sides'] extends infer S ? (S extends { home: infer V } ? V : never) : never;

function Match({
  live,
  sides,
  state,
  words,
  elapsed,
  over,
  still,
  tone,
}: PlayProps & { over: boolean; sides: { home: Side; away: Side } }) {
  const { t } = useTranslation();
  const ball = useRef({ x: 200, y: 120 });
  const shownGoals = useRef(-1);
  const minute = Math.min(90, Math.floor((elapsed / state.play_ms) * 90));
  const allGoals = live.outcome && 'goals' in live.outcome ? live.outcome.goals : [];
  const goals = allGoals.filter((goal) => goal.minute <= minute || over);
  const home = goals.filter((goal) => goal.side === 'home').length;
  const away = goals.length - home;
  const text = `${sides.home.name} ${home} – ${away} ${sides.away.name}`;
  // A goal scored since the last frame: a tone (when sound is on).
  useEffect(() => {
    if (shownGoals.current >= 0 && goals.length > shownGoals.current) tone(660, 180);
    shownGoals.current = goals.length;
  }, [goals.length, tone]);
  // The ball: drawn toward the goal of a side about to score, else wandering around midfield; on the spot when still.
  const at = ball.current;
  let tx = 200;
  let ty = 120;
  if (!over && !still) {
    const upcoming = allGoals.find((goal) => goal.minute > minute && goal.minute - minute <= 4);
    const s = elapsed / 700;
    if (upcoming) {
      tx = upcoming.side === 'home' ? 380 : 20;
      ty = 120 + Math.sin(s) * 20;
    } else {
      tx = 200 + Math.sin(s * 0.9) * 130 + Math.sin(s * 2.3) * 30;
      ty = 120 + Math.cos(s * 1.1) * 70;
    }
    at.x += (tx - at.x) * 0.15;
    at.y += (ty - at.y) * 0.15;
  } else {
    at.x = tx;
    at.y = ty;
  }
  return (
    <>
      <div
        id="scoreboard"
        className="scoreboard"
        role="status"
        aria-live="polite"
        data-testid="virtual-live"
        aria-label={`${words.eventName(live.event_no)}: ${text}${over ? ` · ${t('virtuals.fullTime')}` : ''}`}
      >
        <svg viewBox="0 0 60 60" aria-hidden="true">
          <Shirt colours={sides.home.colours} />
        </svg>
        <span className="team">{sides.home.name}</span>
        <strong className="score">{`${home} – ${away}`}</strong>
        <span className="team">{sides.away.name}</span>
        <svg viewBox="0 0 60 60" aria-hidden="true">
          <Shirt colours={sides.away.colours} />
        </svg>
        <span id="live-clock" className="clock">
          {over ? t('virtuals.fullTime') : `${minute}′`}
        </span>
      </div>
      <div id="arena" className="arena">
        <svg viewBox="0 0 400 240" role="img" aria-label={words.eventName(live.event_no)}>
          <Pitch />
          {FORMATION.map(([x, y], i) => {
            const kit = i < 4 ? sides.home.colours : sides.away.colours;
            // Each player keeps to their place and is drawn part of the way toward the ball (keepers stay near goal).
            const pull = i % 4 === 0 ? 0.12 : 0.33;
            const px = x + (at.x - x) * pull;
            const py = y + (at.y - y) * pull;
            return (
              <g key={`${x}-${y}`} id={`player-${i}`} transform={`translate(${px.toFixed(1)} ${py.toFixed(1)})`}>
                <circle r="9" fill={kit[0]} stroke={kit[1]} strokeWidth="3" />
              </g>
            );
          })}
          <g id="ball" transform={`translate(${at.x.toFixed(1)} ${at.y.toFixed(1)})`}>
            <Ball />
          </g>
        </svg>
      </div>
      <p id="ticker" className="ticker" aria-live="polite">
        {goals.map((goal) => `${goal.minute}′ ${sides[goal.side].code}`).join(' · ')}
      </p>
    </>
  );
}

function Fight({
  live,
  sides,
  state,
  words,
  elapsed,
  ended,
  still,
  tone,
}: PlayProps & { ended: boolean; sides: { meron: Side; wala: Side } }) {
  const { t } = useTranslation();
  // Until the outcome can be read (a moment after the start), the two birds face each other.
  const outcome = live.outcome && 'winner' in live.outcome ? live.outcome : null;
  const exchanges = outcome?.exchanges ?? [];
  const over = ended && outcome !== null;
  const steps = exchanges.length + 1;
  const step = Math.min(steps, Math.floor((elapsed / state.play_ms) * steps));
  const winner = over ? (outcome?.winner ?? null) : null;
  // The fight's end: a tone (when sound is on).
  useEffect(() => {
    if (winner !== null) tone(winner === 'draw' ? 330 : 740, 300);
  }, [winner, tone]);
  const winnerText = winner === null ? '' : winner === 'draw' ? t('virtuals.draw') : words.word(winner);
  const text = `${sides.meron.name} – ${sides.wala.name}${
    winner === null
      ? ''
      : ` · ${t('virtuals.fightOver')}: ${winner === 'draw' ? winnerText : `${winnerText} · ${sides[winner].name}`}`
  }`;
  // Strength bars: each strike landed so far takes a share of the other bird's; the loser's empties at the end.
  const landed = (by: 'meron' | 'wala') => exchanges.slice(0, step).filter((x) => x === by).length;
  const bar = (hits: number, beaten: boolean) => (beaten ? 0 : Math.round(120 * Math.max(0.1, 1 - hits / steps)));
  // Each exchange: the striking corner leaps toward the other; at the end the loser falls back and fades.
  let mx = 70;
  let wx = 330;
  let my = 70;
  let wy = 70;
  if (!over && elapsed > 0 && !still && exchanges.length > 0) {
    const phase = ((elapsed / state.play_ms) * steps) % 1;
    const striker = exchanges[Math.min(step, exchanges.length - 1)];
    const leap = Math.sin(phase * Math.PI);
    if (striker === 'meron') {
      mx += leap * 90;
      my -= leap * 30;
    } else {
      wx -= leap * 90;
      wy -= leap * 30;
    }
  }
  const birdClass = (corner: 'meron' | 'wala') =>
    winner === null || winner === 'draw' ? undefined : winner === corner ? 'champion' : 'beaten';
  return (
    <>
      <div
        id="scoreboard"
        className="scoreboard"
        role="status"
        aria-live="polite"
        data-testid="virtual-live"
        aria-label={`${words.eventName(live.event_no)}: ${text}`}
      >
        <span className="team meron">{`${t('virtuals.meron')} · ${sides.meron.name}`}</span>
        <strong className="score">{winner === null ? words.eventName(live.event_no) : winnerText}</strong>
        <span className="team wala">{`${t('virtuals.wala')} · ${sides.wala.name}`}</span>
      </div>
      <div id="arena" className="arena">
        <svg viewBox="0 0 400 240" role="img" aria-label={words.eventName(live.event_no)}>
          <Cockpit meronBar={bar(landed('wala'), winner === 'wala')} walaBar={bar(landed('meron'), winner === 'meron')} />
          <g id="meron-bird" className={birdClass('meron')} transform={`translate(${mx.toFixed(1)} ${my.toFixed(1)})`}>
            <g>
              <Rooster body={sides.meron.colours[0]} accent={sides.meron.colours[1]} />
            </g>
          </g>
          <g id="wala-bird" className={birdClass('wala')} transform={`translate(${wx.toFixed(1)} ${wy.toFixed(1)}) scale(-1 1)`}>
            <g>
              <Rooster body={sides.wala.colours[0]} accent={sides.wala.colours[1]} />
            </g>
          </g>
        </svg>
      </div>
      <p id="ticker" className="ticker" aria-live="polite">
        {over ? '' : `${step} / ${steps}`}
      </p>
    </>
  );
}
