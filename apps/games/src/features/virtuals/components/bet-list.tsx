import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HouseClient } from '../../../lib/house-api.ts';
import type { MoneyFormat } from '../../../lib/money-format.ts';
import { sidePair, type VirtualBet, type VirtualVerifyAnswer, verifyVirtualBet } from '../api/virtual-calls.ts';
import type { VirtualWords } from '../hooks/virtual-words.ts';

type LineProps = { bet: VirtualBet; money: MoneyFormat; words: VirtualWords };

/** One bet: what it is on, its stake, its state (waiting, won, lost, refunded) and its event's result once known. */
export function BetLine({ bet, money, words, children }: LineProps & { children?: React.ReactNode }) {
  const { t } = useTranslation();
  const [a, b] = sidePair(bet.sides);
  const status =
    bet.status === 'open' || bet.status === 'rolling_back'
      ? t('virtuals.waiting')
      : bet.status === 'rolled_back'
        ? t('virtuals.refunded')
        : Number(bet.win) > 0
          ? `${t('virtuals.won')} ${money(bet.win)}`
          : t('virtuals.lost');
  return (
    <li className={`bet bet-${bet.status}`} data-testid="virtual-bet" data-status={bet.status}>
      <span>{`${words.eventName(bet.event_no)} · ${a.code} – ${b.code} · ${words.marketName(bet.market)}: ${words.selectionName(bet.market, bet.selection, bet.sides)} @ ${bet.odds}`}</span>
      <span className="amounts">{`${t('virtuals.stake')} ${money(bet.stake)}`}</span>
      <strong className="status" data-testid="virtual-bet-status">
        {status}
      </strong>
      {bet.outcome_key && <span className="result">{words.resultText(bet.sides, bet.outcome_key)}</span>}
      {children}
    </li>
  );
}

type VerifyProps = {
  bet: VirtualBet;
  call: HouseClient;
  words: VirtualWords;
  answer?: VirtualVerifyAnswer | 'failed';
  onAnswer: (answer: VirtualVerifyAnswer | 'failed') => void;
};

/** A settled bet checked by the server against its event's stored draw; the answer stays shown. */
export function VerifyBet({ bet, call, words, answer, onAnswer }: VerifyProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const text =
    answer === undefined
      ? ''
      : answer === 'failed'
        ? t('virtuals.failed')
        : answer.matches
          ? t('virtuals.verified', {
              draw: answer.draw,
              of: answer.draws_of,
              from: answer.range[0],
              to: answer.range[1],
              result: words.resultText(bet.sides, answer.outcome_key),
            })
          : t('virtuals.notVerified');
  return (
    <div className="verify">
      <button
        type="button"
        data-testid="virtual-verify"
        disabled={asking}
        onClick={async () => {
          setAsking(true);
          try {
            onAnswer(await verifyVirtualBet(call, bet.bet_id));
          } catch {
            onAnswer('failed');
          } finally {
            setAsking(false);
          }
        }}
      >
        {t('virtuals.verify')}
      </button>
      <p aria-live="polite" data-testid="virtual-verified">
        {text}
      </p>
    </div>
  );
}

/** The bets still open or of the last two periods, at most six. */
export function recentBets(bets: VirtualBet[], serverNow: number, periodMs: number): VirtualBet[] {
  return bets.filter((bet) => bet.status === 'open' || serverNow - bet.kickoff < periodMs * 2).slice(0, 6);
}
