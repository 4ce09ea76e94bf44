import type { MemberBonus } from '@casino/contract/calls/bonus-calls.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateFormat } from '../../../lib/date-format.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useMoneyFormat } from '../../../lib/money-format.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { useBonusSummary, useCancelBonus } from '../api/bonuses.ts';
import { BonusProgress } from './bonus-progress.tsx';
import './bonuses.css';

function ActiveBonus({ bonus, onCancel }: { bonus: MemberBonus; onCancel: (bonus: MemberBonus) => void }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const dates = useDateFormat();
  const headingId = `bonus-${bonus.id}-title`;
  return (
    <li className="bonus-card" data-testid="bonus-active" data-id={bonus.id} aria-labelledby={headingId}>
      <div className="bonus-card__head">
        <h3 className="bonus-card__title" id={headingId}>
          {bonus.title || t(`bonuses.source.${bonus.source}`)}
        </h3>
        <span className="bonus-card__badge">{t(`bonuses.status.${bonus.status}`)}</span>
      </div>
      <dl className="bonus-card__facts">
        <div>
          <dt>{t('bonuses.amount')}</dt>
          <dd>{money(bonus.amount, bonus.currency)}</dd>
        </div>
        <div>
          <dt>{t('bonuses.balance')}</dt>
          <dd data-testid="bonus-balance">{money(bonus.balance, bonus.currency)}</dd>
        </div>
        <div>
          <dt>{t('bonuses.left_to_wager')}</dt>
          <dd data-testid="bonus-remaining">{money(bonus.remaining, bonus.currency)}</dd>
        </div>
      </dl>
      <BonusProgress bonus={bonus} />
      <p className="bonus-card__note">{t('bonuses.expires', { time: dates.dateTime(bonus.expires_at) })}</p>
      <Button variant="ghost" size="sm" onClick={() => onCancel(bonus)} data-testid="bonus-cancel">
        {t('bonuses.cancel')}
      </Button>
    </li>
  );
}

function ClosedBonus({ bonus }: { bonus: MemberBonus }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const dates = useDateFormat();
  return (
    <li className="bonus-row" data-testid="bonus-closed" data-status={bonus.status}>
      <span className="bonus-row__main">
        <span className="bonus-row__title">{bonus.title || t(`bonuses.source.${bonus.source}`)}</span>
        <span className="bonus-row__meta">
          {t(`bonuses.status.${bonus.status}`)}
          {bonus.closed_at ? ` · ${dates.dateTime(bonus.closed_at)}` : ''}
        </span>
      </span>
      <span className="bonus-row__amount">
        {bonus.status === 'converted'
          ? t('bonuses.to_cash', { amount: money(bonus.closed_amount, bonus.currency) })
          : money(bonus.amount, bonus.currency)}
      </span>
    </li>
  );
}

/** Member centre / Bonuses: active bonuses with their wagering, closed ones, and the daily rebates received. */
export function BonusPage() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const errorText = useErrorText();
  const dates = useDateFormat();
  const summary = useBonusSummary();
  const cancel = useCancelBonus();
  const [asking, setAsking] = useState<MemberBonus | null>(null);

  if (summary.isPending) {
    return (
      <div className="bonuses" aria-busy="true">
        <Skeleton height="9rem" />
        <Skeleton height="3rem" />
      </div>
    );
  }
  if (summary.isError) {
    return (
      <ErrorMessage
        title={t('bonuses.load_failed')}
        message={errorText(summary.error)}
        retryLabel={t('common.retry')}
        onRetry={() => void summary.refetch()}
      />
    );
  }
  const data = summary.data;
  return (
    <div className="bonuses" data-testid="bonus-page">
      <section aria-labelledby="bonuses-active">
        <h2 className="bonuses__heading" id="bonuses-active">
          {t('bonuses.active')}
        </h2>
        {data.active.length === 0 ? (
          <p className="bonuses__empty" data-testid="bonus-none">
            {t('bonuses.none_active')} <Link to="/discount">{t('bonuses.see_promotions')}</Link>
          </p>
        ) : (
          <ul className="bonuses__cards">
            {data.active.map((bonus) => (
              <ActiveBonus key={bonus.id} bonus={bonus} onCancel={setAsking} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="bonuses-rebates">
        <h2 className="bonuses__heading" id="bonuses-rebates">
          {t('bonuses.rebates')}
        </h2>
        <p className="bonuses__total" data-testid="rebate-total">
          {t('bonuses.rebate_total', { amount: money(data.rebate_total, data.currency) })}
        </p>
        {data.rebates.length === 0 ? (
          <p className="bonuses__empty">{t('bonuses.no_rebates')}</p>
        ) : (
          <ul className="bonuses__rows">
            {data.rebates.map((r) => (
              <li key={`${r.day}-${r.currency}`} className="bonus-row" data-testid="rebate">
                <span className="bonus-row__main">
                  <span className="bonus-row__title">{r.day}</span>
                  <span className="bonus-row__meta">{t('bonuses.valid_bets', { amount: money(r.valid_bets, r.currency) })}</span>
                </span>
                <span className="bonus-row__amount">{money(r.amount, r.currency)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="bonuses-rewards">
        <h2 className="bonuses__heading" id="bonuses-rewards">
          {t('bonuses.rewards')}
        </h2>
        {data.rewards.length === 0 ? (
          <p className="bonuses__empty">{t('bonuses.no_rewards')}</p>
        ) : (
          <ul className="bonuses__rows">
            {data.rewards.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rewards carry no id, and the list is only ever replaced whole
              <li key={`${r.at}-${i}`} className="bonus-row" data-testid="reward" data-kind={r.kind}>
                <span className="bonus-row__main">
                  <span className="bonus-row__title">{t(`bonuses.reward_kind.${r.kind}`)}</span>
                  <span className="bonus-row__meta">{dates.dateTime(r.at)}</span>
                </span>
                <span className="bonus-row__amount">{money(r.amount, r.currency)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {data.history.length > 0 ? (
        <section aria-labelledby="bonuses-history">
          <h2 className="bonuses__heading" id="bonuses-history">
            {t('bonuses.history')}
          </h2>
          <ul className="bonuses__rows">
            {data.history.map((bonus) => (
              <ClosedBonus key={bonus.id} bonus={bonus} />
            ))}
          </ul>
        </section>
      ) : null}
      {asking ? (
        <ConfirmDialog
          title={t('bonuses.cancel_title')}
          message={t('bonuses.cancel_message', { amount: money(asking.balance, asking.currency) })}
          confirmLabel={t('bonuses.cancel')}
          cancelLabel={t('bonuses.keep')}
          testId="bonus-cancel-dialog"
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            const id = asking.id;
            setAsking(null);
            cancel.mutate(id, {
              onSuccess: () => showToast(t('bonuses.cancelled'), { tone: 'success' }),
              onError: (e) => showToast(errorText(e), { tone: 'error' }),
            });
          }}
        />
      ) : null}
    </div>
  );
}
