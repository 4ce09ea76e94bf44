import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/amount-format.ts';
import type { LotteryBetType } from '../api/lottery-calls.ts';
import { amountDecimals, formatMinor, parseMinor, type SlipCheck, type SlipLine } from '../hooks/slip.ts';
import { pickText, useSlotLabel } from './bet-board.tsx';

type BetSlipProps = {
  lines: readonly SlipLine[];
  betTypes: readonly LotteryBetType[];
  limits: { min_cost: string; max_cost: string; stake_step: string };
  check: SlipCheck | null;
  follow: number;
  maxFollow: number;
  stopAfterWin: boolean;
  canBet: boolean;
  placing: boolean;
  onStake: (id: number, stake: string) => void;
  onAllStakes: (stake: string) => void;
  onRemove: (id: number) => void;
  onClear: () => void;
  onFollow: (draws: number) => void;
  onStopAfterWin: (stop: boolean) => void;
  onPlace: () => void;
};

/** The slip: each line's stake, chips that set every stake, the follow plan, the total and the bet button. */
export function BetSlip(props: BetSlipProps) {
  const { t, i18n } = useTranslation();
  const slotLabel = useSlotLabel();
  const { lines, check, limits } = props;
  const decimals = amountDecimals({ minCost: limits.min_cost, maxCost: limits.max_cost, step: limits.stake_step });
  const min = parseMinor(limits.min_cost, decimals) ?? 100;
  const chips = [1, 5, 10, 50, 100].map((m) => formatMinor(min * m, decimals));
  const problem = check?.problem ?? null;
  return (
    <section className="bet-slip" aria-labelledby="slip-title" data-testid="lottery-slip">
      <h2 id="slip-title">
        {t('lottery.slip')} <small>({lines.length})</small>
      </h2>
      {lines.length === 0 ? (
        <p className="slip-empty">{t('lottery.slipEmpty')}</p>
      ) : (
        <ul className="slip-lines">
          {lines.map((line, i) => {
            const betType = props.betTypes.find((b) => b.bet_type === line.betType);
            const lineProblem = check?.lines[i] ?? null;
            return (
              <li key={line.id} className={lineProblem ? 'has-problem' : undefined} data-testid="lottery-slip-line">
                <span className="slip-bet">
                  <strong>{t(`lottery.betType.${line.betType}`, { defaultValue: line.betType })}</strong>{' '}
                  {pickText(betType, line.pick, slotLabel)}
                </span>
                <label className="slip-stake">
                  <span className="sr-only">{t('lottery.stake')}</span>
                  <input
                    inputMode="decimal"
                    value={line.stake}
                    aria-label={t('lottery.stakeOf', { n: i + 1 })}
                    aria-invalid={lineProblem ? true : undefined}
                    aria-describedby={lineProblem ? `slip-problem-${line.id}` : undefined}
                    data-testid="lottery-stake"
                    onChange={(event) => props.onStake(line.id, event.currentTarget.value)}
                  />
                </label>
                <button
                  type="button"
                  className="slip-remove"
                  aria-label={t('lottery.remove')}
                  onClick={() => props.onRemove(line.id)}
                >
                  ×
                </button>
                {lineProblem && (
                  <small className="slip-problem" id={`slip-problem-${line.id}`}>
                    {t(`lottery.refusal.${lineProblem}`, { min: limits.min_cost, max: limits.max_cost })}
                  </small>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <fieldset className="chips">
        <legend className="sr-only">{t('lottery.chips')}</legend>
        {chips.map((chip) => (
          <button type="button" key={chip} className="chip" disabled={lines.length === 0} onClick={() => props.onAllStakes(chip)}>
            {formatAmount(chip, i18n.language)}
          </button>
        ))}
      </fieldset>
      <div className="follow">
        <label>
          <span>{t('lottery.followDraws')}</span>
          <input
            type="number"
            min={1}
            max={props.maxFollow}
            value={props.follow}
            data-testid="lottery-follow"
            onChange={(event) => {
              const n = Math.round(Number(event.currentTarget.value));
              props.onFollow(Number.isFinite(n) ? Math.min(Math.max(1, n), Math.max(1, props.maxFollow)) : 1);
            }}
          />
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={props.stopAfterWin}
            disabled={props.follow < 2}
            onChange={(event) => props.onStopAfterWin(event.currentTarget.checked)}
          />
          <span>{t('lottery.stopAfterWin')}</span>
        </label>
      </div>
      <p className="slip-total">
        {t('lottery.total')} <strong data-testid="lottery-total">{check ? formatAmount(check.total, i18n.language) : '–'}</strong>
        {props.follow > 1 && <small> ({t('lottery.totalFollow', { n: props.follow })})</small>}
      </p>
      {problem && lines.length > 0 && (
        <p className="slip-problem-all" data-testid="lottery-slip-problem">
          {t(`lottery.refusal.${problem}`, { min: limits.min_cost, max: limits.max_cost })}
        </p>
      )}
      <div className="slip-actions">
        <button type="button" onClick={props.onClear} disabled={lines.length === 0}>
          {t('lottery.clear')}
        </button>
        <button
          type="button"
          className="primary"
          data-testid="lottery-place"
          disabled={!props.canBet || props.placing || lines.length === 0 || problem !== null}
          onClick={props.onPlace}
        >
          {props.canBet ? t('lottery.place') : t('lottery.closed')}
        </button>
      </div>
    </section>
  );
}
