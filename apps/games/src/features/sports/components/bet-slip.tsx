import { SPORTS_ODDS_POLICIES } from '@casino/contract/house/sports-calls.ts';
import { formatSigned, oddsFromText } from '@casino/contract/sports/odds-formats.ts';
import { useTranslation } from 'react-i18next';
import type { MoneyFormat } from '../../../lib/money-format.ts';
import type { SportsLimits } from '../api/sports-calls.ts';
import type { Slip } from '../hooks/use-slip.ts';
import { returnOf } from '../lib/amounts.ts';
import type { KnownEvent } from '../lib/events.ts';
import { isBettable } from '../lib/events.ts';
import { marketName, selectionName } from '../lib/labels.ts';
import { oddsText, priceMove } from '../lib/odds.ts';
import { legId, parlayOdds, parlayProblem, parlayReturn, type SlipLeg, stakeProblem } from '../lib/slip.ts';
import { useOddsFormat } from './odds-context.ts';

type Props = {
  slip: Slip;
  events: Record<string, KnownEvent>;
  limits: SportsLimits | null;
  liveDelaySeconds: number;
  money: MoneyFormat;
  canBet: boolean;
};

/** Whether the leg's selection can still be bet on, as far as the page knows. */
function legOpen(events: Record<string, KnownEvent>, leg: SlipLeg): boolean {
  const event = events[leg.event_id]?.event;
  const market = event?.markets.find((m) => m.market_id === leg.market_id);
  const selection = market?.selections.find((s) => s.key === leg.key);
  return !event || !market || !selection ? true : isBettable(event, market, selection.active);
}

/**
 * The bet slip: singles with a stake each, or one parlay of legs from different events; the odds-change policy; the
 * returns; moved prices as old → new; what the book answered, read out by screen readers.
 */
export function BetSlip({ slip, events, limits, liveDelaySeconds, money, canBet }: Props) {
  const { t } = useTranslation();
  const format = useOddsFormat();
  const { legs } = slip;
  const maxLegs = limits?.max_parlay_legs ?? 10;
  const problem = parlayProblem(legs, maxLegs);
  const mode = slip.mode === 'parlay' && problem === null ? 'parlay' : 'single';
  const moved = legs.some((leg) => slip.priceNow(leg) !== leg.odds);
  const locked = legs.some((leg) => !legOpen(events, leg));
  const hasLive = legs.some((leg) => leg.live || events[leg.event_id]?.event.status === 'live');
  const range = limits ? { min: money(limits.min_stake), max: money(limits.max_stake) } : null;

  const singles = legs
    .map((leg) => ({ legs: [leg], stake: slip.stakes[legId(leg)] ?? '' }))
    .filter((bet) => bet.stake.trim() !== '');
  const singlesReady = singles.length > 0 && limits !== null && singles.every((bet) => !stakeProblem(bet.stake, limits));
  const parlayPrice = parlayOdds(legs.map((leg) => leg.odds));
  const parlayReady = problem === null && limits !== null && !stakeProblem(slip.parlayStake, limits);
  const ready = canBet && !slip.placing && !locked && (mode === 'parlay' ? parlayReady : singlesReady);

  const stakeHint = (stake: string) => {
    if (!limits || stake.trim() === '') return null;
    const issue = stakeProblem(stake, limits);
    return issue ? t(`sports.refusal.${issue}`, range ?? {}) : null;
  };

  const place = () => {
    if (!ready) return;
    if (mode === 'parlay') void slip.place([{ legs, stake: slip.parlayStake }], 'parlay');
    else void slip.place(singles, 'single');
  };

  const price = (leg: SlipLeg) => {
    const now = slip.priceNow(leg);
    const move = priceMove(leg.odds, now);
    if (move === 0) return <strong className="leg-price">{oddsText(leg.odds, format)}</strong>;
    return (
      <strong className={`leg-price moved ${move > 0 ? 'up' : 'down'}`} data-testid={`moved-${legId(leg)}`}>
        <s>{oddsText(leg.odds, format)}</s> → {oddsText(now, format)}
      </strong>
    );
  };

  const refusalText = slip.refusal
    ? slip.refusal.code === 'network'
      ? t('error_page.network')
      : t(`sports.refusal.${slip.refusal.code}`, { ...(range ?? {}), legs: maxLegs })
    : '';

  return (
    <section className="bet-slip" aria-labelledby="slip-title" data-testid="sports-slip">
      <h2 id="slip-title" className="sr-only">
        {t('sports.slip.title')}
      </h2>
      {legs.length === 0 && !slip.placed && <p className="empty">{t('sports.slip.empty')}</p>}
      {legs.length > 0 && (
        <>
          <fieldset className="slip-modes">
            <legend className="sr-only">{t('sports.slip.kind')}</legend>
            <button type="button" aria-pressed={mode === 'single'} onClick={() => slip.setMode('single')}>
              {t('sports.slip.singles')}
            </button>
            <button
              type="button"
              aria-pressed={mode === 'parlay'}
              disabled={problem !== null}
              aria-describedby={problem ? 'parlay-why' : undefined}
              onClick={() => slip.setMode('parlay')}
              data-testid="slip-parlay"
            >
              {t('sports.slip.parlay')}
            </button>
          </fieldset>
          {problem && legs.length > 1 && (
            <p className="hint" id="parlay-why" data-testid="parlay-why">
              {t(`sports.slip.parlayProblem.${problem}`, { max: maxLegs })}
            </p>
          )}
          <ul className="slip-legs">
            {legs.map((leg) => {
              const id = legId(leg);
              const market = { type: leg.market_type, line: leg.line, innings: null };
              const stake = slip.stakes[id] ?? '';
              const hint = mode === 'single' ? stakeHint(stake) : null;
              const odds = oddsFromText(leg.odds);
              const back = mode === 'single' && odds !== null && stake && !hint ? returnOf(stake, odds) : null;
              const open = legOpen(events, leg);
              return (
                <li
                  key={id}
                  className={`slip-leg${open ? '' : ' locked'}${slip.refusal?.legId === id ? ' refused' : ''}`}
                  data-testid={`leg-${id}`}
                >
                  <div className="leg-head">
                    <span className="leg-pick">{selectionName(t, market, leg.key, leg)}</span>
                    {price(leg)}
                    <button
                      type="button"
                      className="remove"
                      aria-label={t('sports.slip.remove', { selection: selectionName(t, market, leg.key, leg) })}
                      onClick={() => slip.remove(id)}
                    >
                      ×
                    </button>
                  </div>
                  <div className="leg-info">
                    {marketName(t, market)} · {leg.home} {t('sports.vs')} {leg.away}
                  </div>
                  {!open && <div className="leg-locked">{t('sports.marketStatus.suspended')}</div>}
                  {mode === 'single' && (
                    <label className="stake">
                      <span>{t('sports.slip.stake')}</span>
                      <input
                        inputMode="decimal"
                        value={stake}
                        placeholder={range ? t('sports.slip.limits', range) : ''}
                        aria-invalid={hint ? true : undefined}
                        onInput={(e) => slip.setStake(id, (e.target as HTMLInputElement).value)}
                        data-testid={`stake-${id}`}
                      />
                    </label>
                  )}
                  {hint && <div className="hint">{hint}</div>}
                  {back && (
                    <div className="returns">
                      {t('sports.slip.potentialReturn')} <strong>{money(back)}</strong>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
          {mode === 'parlay' && (
            <div className="parlay-box">
              <div className="returns">
                {t('sports.slip.totalOdds')}{' '}
                <strong data-testid="parlay-odds">
                  {parlayPrice === null ? '–' : oddsText(formatSigned(parlayPrice), format)}
                </strong>
              </div>
              <label className="stake">
                <span>{t('sports.slip.stake')}</span>
                <input
                  inputMode="decimal"
                  value={slip.parlayStake}
                  placeholder={range ? t('sports.slip.limits', range) : ''}
                  onInput={(e) => slip.setParlayStake((e.target as HTMLInputElement).value)}
                  data-testid="stake-parlay"
                />
              </label>
              {stakeHint(slip.parlayStake) && <div className="hint">{stakeHint(slip.parlayStake)}</div>}
              {parlayReady && parlayPrice !== null && (
                <div className="returns">
                  {t('sports.slip.potentialReturn')}{' '}
                  <strong data-testid="parlay-return">
                    {money(
                      parlayReturn(
                        slip.parlayStake,
                        legs.map((leg) => leg.odds),
                      ),
                    )}
                  </strong>
                </div>
              )}
            </div>
          )}
          {range && <p className="hint">{t('sports.slip.limits', range)}</p>}
          <label className="policy">
            <span>{t('sports.slip.policy')}</span>
            <select value={slip.policy} onChange={(e) => slip.setPolicy(e.currentTarget.value as typeof slip.policy)}>
              {SPORTS_ODDS_POLICIES.map((p) => (
                <option key={p} value={p}>
                  {t(`sports.slip.policies.${p}`)}
                </option>
              ))}
            </select>
          </label>
          {moved && (
            <button type="button" className="accept" onClick={slip.acceptPrices} data-testid="slip-accept">
              {t('sports.slip.acceptPrices')}
            </button>
          )}
          {hasLive && liveDelaySeconds > 0 && <p className="hint">{t('sports.slip.liveDelay', { n: liveDelaySeconds })}</p>}
          <div className="slip-actions">
            <button type="button" className="clear" onClick={slip.clear}>
              {t('sports.slip.clear')}
            </button>
            <button
              type="button"
              className="primary place"
              disabled={!ready}
              aria-busy={slip.placing}
              onClick={place}
              data-testid="slip-place"
            >
              {slip.placing ? t('sports.slip.placing') : t('sports.slip.place')}
            </button>
          </div>
        </>
      )}
      <div className="slip-result" role="status" aria-live="polite" data-testid="slip-result">
        {slip.placed && (
          <div className="placed">
            <strong>{t('sports.slip.placed', { n: slip.placed.length })}</strong>
            <ul>
              {slip.placed.map((bet) => (
                <li key={bet.bet_id} data-testid={`placed-${bet.bet_id}`}>
                  {bet.legs.map((leg) => `${leg.home} ${t('sports.vs')} ${leg.away}`).join(' + ')} · {oddsText(bet.odds, format)}{' '}
                  · {t('sports.slip.stake')} {money(bet.stake)} · {t('sports.slip.potentialReturn')} {money(bet.potential_return)}
                </li>
              ))}
            </ul>
          </div>
        )}
        {slip.refusal && (
          <p className="refusal" data-testid="slip-refusal">
            {refusalText}
          </p>
        )}
      </div>
    </section>
  );
}
