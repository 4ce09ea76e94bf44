import { formatDateTime } from '@casino/browser/date-format.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoneyFormat } from '../../../lib/money-format.ts';
import type { SportsBet } from '../api/sports-calls.ts';
import type { CashOutOutcome, MyBetsState } from '../hooks/use-my-bets.ts';
import { shareOf } from '../lib/amounts.ts';
import { marketName, selectionName } from '../lib/labels.ts';
import { oddsText } from '../lib/odds.ts';
import { useOddsFormat } from './odds-context.ts';

type Props = { state: MyBetsState; money: MoneyFormat; canBet: boolean };

/** The player's bets, open and settled, each with its legs and returns; open ones with a cash-out while offered. */
export function MyBets({ state, money, canBet }: Props) {
  const { t } = useTranslation();
  const list = state.bets[state.tab];
  return (
    <section className="my-bets" aria-labelledby="my-bets-title" data-testid="sports-my-bets">
      <h2 id="my-bets-title" className="sr-only">
        {t('sports.myBets.title')}
      </h2>
      <fieldset className="bets-tabs">
        <legend className="sr-only">{t('sports.myBets.title')}</legend>
        {(['open', 'settled'] as const).map((tab) => (
          <button key={tab} type="button" aria-pressed={state.tab === tab} onClick={() => state.setTab(tab)}>
            {t(`sports.myBets.${tab}`)}
          </button>
        ))}
      </fieldset>
      {state.error && (
        <p className="refusal">{t(state.error === 'network' ? 'error_page.network' : `sports.refusal.${state.error}`)}</p>
      )}
      {list === null ? (
        <p className="empty">{t('sports.loading')}</p>
      ) : list.length === 0 ? (
        <p className="empty">{t('sports.myBets.none')}</p>
      ) : (
        <>
          <ul className="bets">
            {list.map((bet) => (
              <BetCard key={bet.bet_id} bet={bet} money={money} canBet={canBet} cash={state.cash} />
            ))}
          </ul>
          {state.more && (
            <button
              type="button"
              className="bets-more"
              disabled={state.loadingMore}
              aria-busy={state.loadingMore}
              onClick={() => void state.loadMore()}
            >
              {t(state.loadingMore ? 'sports.loading' : 'sports.myBets.more')}
            </button>
          )}
        </>
      )}
    </section>
  );
}

type CardProps = {
  bet: SportsBet;
  money: MoneyFormat;
  canBet: boolean;
  cash: (bet: SportsBet, expected: string, part?: string) => Promise<CashOutOutcome>;
};

const PARTS = [25, 50, 75, 100];

function BetCard({ bet, money, canBet, cash }: CardProps) {
  const { t, i18n } = useTranslation();
  const format = useOddsFormat();
  const [asking, setAsking] = useState(false);
  const [percent, setPercent] = useState(100);
  /** The value the player is shown and accepts: the bet's, or the new one a refusal told. */
  const [value, setValue] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const offered = value ?? bet.cash_out.value;
  const part = percent < 100 ? shareOf(bet.stake, percent) : undefined;
  const partValue = offered ? (percent < 100 ? shareOf(offered, percent) : offered) : null;

  const confirm = async () => {
    if (!offered || busy) return;
    setBusy(true);
    const outcome = await cash(bet, offered, part ?? undefined);
    setBusy(false);
    if ('paid' in outcome) {
      setNote(t('sports.myBets.cashedOut', { value: money(outcome.paid) }));
      setAsking(false);
      setChanged(false);
      setValue(null);
      setPercent(100);
    } else if ('changed' in outcome) {
      setValue(outcome.changed);
      setChanged(true);
    } else {
      setNote(outcome.refused === 'network' ? t('error_page.network') : t(`sports.refusal.${outcome.refused}`));
      setAsking(false);
      setChanged(false);
    }
  };

  return (
    <li className={`bet-card ${bet.status}`} data-testid={`bet-${bet.bet_id}`}>
      <div className="bet-head">
        <span>{bet.kind === 'parlay' ? t('sports.myBets.parlay', { n: bet.legs.length }) : t('sports.myBets.single')}</span>
        <span className={`bet-status ${bet.status}`}>{t(`sports.betStatus.${bet.status}`)}</span>
      </div>
      <ul className="bet-legs">
        {bet.legs.map((leg) => {
          const market = { type: leg.market_type, line: leg.line, innings: null };
          return (
            <li key={`${leg.market_id}|${leg.key}`}>
              <span className="leg-pick">
                {selectionName(t, market, leg.key, leg)} <strong>{oddsText(leg.odds, format)}</strong>
              </span>
              <span className="leg-info">
                {marketName(t, market)} · {leg.home} {t('sports.vs')} {leg.away}
                {leg.score && ` (${leg.score.home}-${leg.score.away})`}
              </span>
              {leg.result && <span className={`leg-result ${leg.result}`}>{t(`sports.result.${leg.result}`)}</span>}
            </li>
          );
        })}
      </ul>
      <dl className="bet-figures">
        <div>
          <dt>{t('sports.slip.stake')}</dt>
          <dd>{money(bet.stake)}</dd>
        </div>
        <div>
          <dt>{t('sports.myBets.odds')}</dt>
          <dd>{oddsText(bet.odds, format)}</dd>
        </div>
        <div>
          <dt>{bet.returned === null ? t('sports.slip.potentialReturn') : t('sports.myBets.returned')}</dt>
          <dd data-testid={`returned-${bet.bet_id}`}>{money(bet.returned ?? bet.potential_return)}</dd>
        </div>
        {Number(bet.cashed_out) > 0 && (
          <div>
            <dt>{t('sports.myBets.cashedOutTotal')}</dt>
            <dd>{money(bet.cashed_out)}</dd>
          </div>
        )}
      </dl>
      <p className="bet-time">{formatDateTime(bet.placed_at, i18n.language, { seconds: false })}</p>
      {bet.status === 'open' && offered && canBet && !asking && (
        <button type="button" className="cash-out" onClick={() => setAsking(true)} data-testid={`cash-out-${bet.bet_id}`}>
          {t('sports.myBets.cashOut', { value: money(offered) })}
        </button>
      )}
      {bet.status === 'open' && !offered && bet.cash_out.refusal && (
        <p className="hint">{t(`sports.refusal.${bet.cash_out.refusal}`)}</p>
      )}
      {asking && offered && (
        <div className="cash-out-box">
          <label className="part">
            <span>{t('sports.myBets.part', { n: percent })}</span>
            <input
              type="range"
              min={10}
              max={100}
              step={5}
              value={percent}
              onInput={(e) => setPercent(Number((e.target as HTMLInputElement).value))}
              data-testid={`cash-part-${bet.bet_id}`}
            />
          </label>
          <div className="part-buttons">
            {PARTS.map((p) => (
              <button key={p} type="button" aria-pressed={percent === p} onClick={() => setPercent(p)}>
                {p}%
              </button>
            ))}
          </div>
          {changed && (
            <p className="refusal" role="alert" data-testid={`cash-changed-${bet.bet_id}`}>
              {t('sports.myBets.changed', { value: money(offered) })}
            </p>
          )}
          <div className="slip-actions">
            <button
              type="button"
              onClick={() => {
                setAsking(false);
                setChanged(false);
                setValue(null);
              }}
            >
              {t('sports.myBets.cancel')}
            </button>
            <button
              type="button"
              className="primary"
              disabled={busy}
              aria-busy={busy}
              onClick={() => void confirm()}
              data-testid={`cash-confirm-${bet.bet_id}`}
            >
              {t('sports.myBets.confirm', { value: money(partValue) })}
            </button>
          </div>
        </div>
      )}
      <p className="note" role="status" aria-live="polite">
        {note ?? ''}
      </p>
    </li>
  );
}
