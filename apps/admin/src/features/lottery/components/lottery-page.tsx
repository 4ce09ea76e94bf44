import { formatDateTime } from '@casino/browser/date-format.ts';
import { LOTTERY_DRAW_STATUSES, LOTTERY_GAMES } from '@casino/contract/house/lottery-calls.ts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminCallError } from '../../../lib/admin-api.ts';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { type DrawStatus, type LotteryGame, type OperatorDraw, readDraws, voidDraw } from '../api/lottery-calls.ts';

/** Draws an operator may still void: not drawn, not void already. */
const VOIDABLE: readonly DrawStatus[] = ['scheduled', 'open', 'closed'];
/** Refusals of the void call (LotteryOperatorCode) and their message keys. */
const VOID_REFUSALS: Record<number, string> = {
  101: 'lottery.error.unknownDraw',
  102: 'lottery.error.alreadyDrawn',
  103: 'lottery.error.alreadyVoid',
};

/**
 * The house lottery's draws per game: times, status, result, and per currency the bets, stakes, exposure and payouts;
 * an admin voids a draw not drawn yet with a reason (its bets are refunded).
 */
export function LotteryPage() {
  const { t, i18n } = useTranslation();
  const { call, signIn } = useAdminSession();
  const [game, setGame] = useState<LotteryGame>(LOTTERY_GAMES[0]);
  const [status, setStatus] = useState<DrawStatus | ''>('');
  const [draws, setDraws] = useState<OperatorDraw[] | null>(null);
  const [more, setMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [voiding, setVoiding] = useState<{ drawId: string; reason: string } | null>(null);
  const canVoid = signIn?.role === 'admin';

  const load = useCallback(async () => {
    try {
      const list = await readDraws(call, game, status || undefined);
      setDraws(list);
      setMore(list.length === 50);
    } catch {
      setError('signIn.error.network');
    }
  }, [call, game, status]);
  useEffect(() => {
    setDraws(null);
    setError(null);
    void load();
  }, [load]);

  const loadOlder = async () => {
    const last = draws?.at(-1);
    if (!last) return;
    try {
      const older = await readDraws(call, game, status || undefined, last.draw.draw_id);
      setDraws([...(draws ?? []), ...older]);
      setMore(older.length === 50);
    } catch {
      setError('signIn.error.network');
    }
  };

  const submitVoid = async (drawId: string, reason: string) => {
    setVoiding(null);
    setError(null);
    setNote(null);
    try {
      const done = await voidDraw(call, game, drawId, reason);
      setNote(t('lottery.voided', { draw: drawId, bets: done.bets }));
    } catch (failure) {
      setError((failure instanceof AdminCallError && VOID_REFUSALS[failure.code]) || 'signIn.error.network');
    }
    await load();
  };

  const when = (ms: number | null) => (ms === null ? '' : formatDateTime(ms, i18n.language));

  return (
    <section className="page" aria-labelledby="lottery-title">
      <h1 id="lottery-title">{t('lottery.title')}</h1>
      <div className="filters">
        <label className="filter">
          {t('lottery.game')}
          <select value={game} onChange={(e) => setGame(e.currentTarget.value as LotteryGame)}>
            {LOTTERY_GAMES.map((g) => (
              <option key={g} value={g}>
                {t(`lottery.gameName.${g}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="filter">
          {t('lottery.status')}
          <select value={status} onChange={(e) => setStatus(e.currentTarget.value as DrawStatus | '')}>
            <option value="">{t('lottery.allStatuses')}</option>
            {LOTTERY_DRAW_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`lottery.statusName.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error && <ErrorNote message={t(error)} />}
      {note && (
        <p className="note" role="status">
          {note}
        </p>
      )}
      {draws === null ? (
        !error && <p>{t('common.loading')}</p>
      ) : draws.length === 0 ? (
        <p>{t('lottery.none')}</p>
      ) : (
        <table data-testid="lottery-draws">
          <thead>
            <tr>
              <th scope="col">{t('lottery.draw')}</th>
              <th scope="col">{t('lottery.status')}</th>
              <th scope="col">{t('lottery.closes')}</th>
              <th scope="col">{t('lottery.result')}</th>
              <th scope="col">{t('lottery.money')}</th>
              {canVoid && <th scope="col">{t('lottery.action')}</th>}
            </tr>
          </thead>
          <tbody>
            {draws.map(({ draw, money, voided_at }) => (
              <tr key={draw.draw_id} data-testid={`draw-${draw.draw_id}`}>
                <td>{draw.draw_id}</td>
                <td>
                  {t(`lottery.statusName.${draw.status}`)}
                  {draw.late && ` · ${t('lottery.late')}`}
                  {voided_at !== null && draw.void_reason && <span className="muted"> · {draw.void_reason}</span>}
                </td>
                <td>{when(draw.closes_at)}</td>
                <td className="mono">{draw.result ? draw.result.join(' ') : ''}</td>
                <td>
                  {money.length === 0
                    ? t('lottery.noBets')
                    : money.map((m) => (
                        <div key={m.currency}>
                          {t('lottery.moneyLine', {
                            currency: m.currency,
                            bets: m.bets,
                            stakes: m.stakes,
                            exposure: m.exposure,
                            paid: m.paid,
                          })}
                        </div>
                      ))}
                </td>
                {canVoid && (
                  <td>
                    {VOIDABLE.includes(draw.status) && voiding?.drawId !== draw.draw_id && (
                      <button
                        type="button"
                        className="secondary"
                        onClick={() => setVoiding({ drawId: draw.draw_id, reason: '' })}
                      >
                        {t('lottery.void')}
                      </button>
                    )}
                    {voiding?.drawId === draw.draw_id && (
                      <form
                        className="actions"
                        onSubmit={(event) => {
                          event.preventDefault();
                          const reason = voiding.reason.trim();
                          if (reason) void submitVoid(draw.draw_id, reason);
                        }}
                      >
                        <label>
                          {t('lottery.voidReason')}
                          <input
                            required
                            maxLength={500}
                            value={voiding.reason}
                            onChange={(e) => setVoiding({ drawId: draw.draw_id, reason: e.currentTarget.value })}
                          />
                        </label>
                        <button type="submit" className="secondary">
                          {t('lottery.voidConfirm')}
                        </button>
                        <button type="button" className="link" onClick={() => setVoiding(null)}>
                          {t('lottery.cancel')}
                        </button>
                      </form>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {more && (
        <button type="button" className="secondary" onClick={() => void loadOlder()}>
          {t('lottery.older')}
        </button>
      )}
    </section>
  );
}
