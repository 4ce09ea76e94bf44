import type { LoyaltyStatus } from '@casino/contract/calls/loyalty-calls.ts';
import { gameTypeById } from '@casino/contract/game-types.ts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useMoneyFormat } from '../../../lib/money-format.ts';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { FormAlert, TextField } from '../../../ui/form-field.tsx';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton.tsx';
import { EXCHANGE_REFUSAL } from '../api/exchange-points.ts';
import { useLoyaltyStatus } from '../api/loyalty-status.ts';
import { useExchangePoints } from '../hooks/use-exchange.ts';
import './loyalty.css';

/** The way from this level to the next as a bar that screen readers read as a progress value. */
function LevelProgress({ status }: { status: LoyaltyStatus }) {
  const { t } = useTranslation();
  const percent = Math.round(status.progress * 100);
  const text = status.next_level
    ? t('loyalty.progress_text', {
        points: status.window_points,
        needed: status.next_level.min_points,
        level: status.next_level.level,
        days: status.window_days,
      })
    : t('loyalty.top_level');
  return (
    <div className="loyalty-progress">
      <div
        className="loyalty-progress__track"
        role="progressbar"
        aria-label={t('loyalty.progress_label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        data-testid="loyalty-progress"
      >
        <span className="loyalty-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="loyalty-progress__text">
        <span>{text}</span>
        <span className="loyalty-progress__pct">{percent}%</span>
      </p>
    </div>
  );
}

function Perks({ status }: { status: LoyaltyStatus }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const { perks, currency } = status;
  return (
    <section className="loyalty-card" aria-labelledby="loyalty-perks-title">
      <h3 id="loyalty-perks-title">{t('loyalty.perks_title', { level: status.level })}</h3>
      <dl className="loyalty-facts" data-testid="loyalty-perks">
        <div>
          <dt>{t('loyalty.withdrawal_limit')}</dt>
          <dd>
            {perks.daily_withdrawal_limit === null
              ? t('loyalty.site_limits')
              : t('loyalty.per_day', { amount: money(perks.daily_withdrawal_limit, currency) })}
          </dd>
        </div>
        <div>
          <dt>{t('loyalty.birthday_bonus')}</dt>
          <dd>{Number(perks.birthday_bonus) > 0 ? money(perks.birthday_bonus, currency) : t('loyalty.none')}</dd>
        </div>
        <div>
          <dt>{t('loyalty.rebates')}</dt>
          <dd>
            {perks.rebates.length === 0
              ? t('loyalty.none')
              : perks.rebates
                  .map((r) => {
                    const type = gameTypeById(r.game_type_id);
                    return `${type ? t(`game_type.${type.key}`) : r.game_type_id} ${r.percent}%`;
                  })
                  .join(' · ')}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function ExchangeForm({ status }: { status: LoyaltyStatus }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const errorText = useErrorText();
  const exchange = useExchangePoints();
  const [points, setPoints] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const rate = status.exchange;
  if (!rate) {
    return (
      <section className="loyalty-card" aria-labelledby="loyalty-exchange-title">
        <h3 id="loyalty-exchange-title">{t('loyalty.exchange_title')}</h3>
        <p>{t('loyalty.exchange_closed')}</p>
      </section>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const wanted = Number(points);
    if (!/^\d{1,10}$/.test(points) || wanted <= 0) {
      setError(t('loyalty.err_points'));
      return;
    }
    if (wanted % rate.points !== 0) {
      setError(t('loyalty.err_step', { step: rate.points }));
      return;
    }
    if (wanted > status.points) {
      setError(t('loyalty.err_not_enough'));
      return;
    }
    setError(null);
    exchange.mutate(wanted, {
      onSuccess: (answer) => {
        setPoints('');
        setDone(t('loyalty.exchanged', { points: wanted, cash: money(answer.cash, status.currency) }));
      },
      onError: (failure) => {
        if (isApiError(failure) && failure.code === EXCHANGE_REFUSAL.notEnoughPoints) setError(t('loyalty.err_not_enough'));
        else if (isApiError(failure) && failure.code === EXCHANGE_REFUSAL.notAStep)
          setError(t('loyalty.err_step', { step: rate.points }));
        else if (isApiError(failure) && failure.code === EXCHANGE_REFUSAL.exchangeClosed) setError(t('loyalty.exchange_closed'));
        else setError(errorText(failure));
      },
    });
  };
  return (
    <section className="loyalty-card" aria-labelledby="loyalty-exchange-title">
      <h3 id="loyalty-exchange-title">{t('loyalty.exchange_title')}</h3>
      <p data-testid="loyalty-rate">
        {t('loyalty.exchange_rate', { points: rate.points, cash: money(rate.cash, status.currency) })}
      </p>
      <form className="loyalty-exchange" onSubmit={submit} noValidate>
        <TextField
          label={t('loyalty.points_to_exchange')}
          inputMode="numeric"
          value={points}
          onValueChange={setPoints}
          testId="loyalty-exchange-points"
        />
        <Button type="submit" disabled={exchange.isPending} data-testid="loyalty-exchange-submit">
          {t('loyalty.exchange')}
        </Button>
      </form>
      <FormAlert message={error} />
      <FormAlert tone="info" message={done} />
    </section>
  );
}

function Levels({ status }: { status: LoyaltyStatus }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  if (status.levels.length === 0) return null;
  return (
    <section className="loyalty-card" aria-labelledby="loyalty-levels-title">
      <h3 id="loyalty-levels-title">{t('loyalty.levels_title')}</h3>
      <table className="loyalty-levels" data-testid="loyalty-levels">
        <thead>
          <tr>
            <th scope="col">{t('loyalty.level')}</th>
            <th scope="col">{t('loyalty.points_needed', { days: status.window_days })}</th>
            <th scope="col">{t('loyalty.withdrawal_limit')}</th>
            <th scope="col">{t('loyalty.birthday_bonus')}</th>
          </tr>
        </thead>
        <tbody>
          {status.levels.map((l) => (
            <tr key={l.level} aria-current={l.level === status.level ? 'true' : undefined}>
              <th scope="row">{t('loyalty.vip', { level: l.level })}</th>
              <td>{l.min_points}</td>
              <td>
                {l.daily_withdrawal_limit === null ? t('loyalty.site_limits') : money(l.daily_withdrawal_limit, status.currency)}
              </td>
              <td>{Number(l.birthday_bonus) > 0 ? money(l.birthday_bonus, status.currency) : t('loyalty.none')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * Member centre / VIP: comp points held, the VIP level with its progress to the next, the perks of the level, the
 * exchange of points for cash and the site's levels (docs/decisions/0083). A level-up on the private channel reloads
 * it (loyalty-events.ts).
 */
export function LoyaltyPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const status = useLoyaltyStatus();
  if (status.isPending) {
    return (
      <LoadingRegion label={t('loyalty.loading')} className="loyalty-page">
        <Skeleton height="6rem" />
        <Skeleton height="10rem" />
      </LoadingRegion>
    );
  }
  if (status.isError) {
    return (
      <ErrorMessage
        title={t('loyalty.load_failed')}
        message={errorText(status.error)}
        retryLabel={t('common.retry')}
        onRetry={() => void status.refetch()}
      />
    );
  }
  const data = status.data;
  return (
    <div className="loyalty-page" data-testid="loyalty-page">
      <section className="loyalty-card loyalty-summary" aria-labelledby="loyalty-level-title">
        <h2 id="loyalty-level-title" data-testid="loyalty-level">
          {t('loyalty.vip', { level: data.level })}
        </h2>
        <p className="loyalty-summary__points" data-testid="loyalty-points">
          {t('loyalty.points_held', { points: data.points })}
        </p>
        {data.levels.length > 0 ? <LevelProgress status={data} /> : null}
      </section>
      <Perks status={data} />
      <ExchangeForm status={data} />
      <Levels status={data} />
    </div>
  );
}
