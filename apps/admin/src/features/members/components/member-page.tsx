import { formatDateTime } from '@casino/browser/date-format.ts';
import { can } from '@casino/contract/operator-permissions.ts';
import './member-page.css';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AdminCallError } from '../../../lib/admin-api.ts';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { MemberProtection } from '../../protection/components/member-protection.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { type MemberDetail, readMemberDetail } from '../api/member-page-calls.ts';
import { AdjustBalance } from './adjust-balance.tsx';
import { MemberActions } from './member-actions.tsx';
import { MemberLedger } from './member-ledger.tsx';
import { MemberNotes } from './member-notes.tsx';
import { MemberOrders } from './member-orders.tsx';
import { PendingAdjustments } from './pending-adjustments.tsx';

/** Roles whose calls may move a member's balance, and roles that may lock, reset and end sessions (decision 76). */
const PERIODS = [1, 7, 30, 90];

/** One member: profile, wallets, play, bonuses, sign-ins, notes, postings and orders, with the actions on them. */
export function MemberPage() {
  const { t, i18n } = useTranslation();
  const { call, signIn } = useAdminSession();
  const memberId = Number(useParams().id);
  const [days, setDays] = useState(30);
  const [detail, setDetail] = useState<MemberDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [proposals, setProposals] = useState(0);
  const when = (iso: string) => formatDateTime(Date.parse(iso), i18n.language);

  const load = useCallback(async () => {
    try {
      setDetail(await readMemberDetail(call, memberId, days));
      setError(null);
    } catch (failure) {
      setError(failure instanceof AdminCallError && failure.code === 101 ? 'members.page.notFound' : 'signIn.error.network');
    }
  }, [call, memberId, days]);
  useEffect(() => {
    void load();
  }, [load]);

  if (error) return <ErrorNote message={t(error)} />;
  if (!detail) return <p>{t('common.loading')}</p>;
  const { member } = detail;

  return (
    <section className="page member-page" aria-labelledby="member-page-title">
      <p>
        <Link to="/members">{t('members.page.back')}</Link>
      </p>
      <h1 id="member-page-title">
        {member.account} <span className="badge">#{member.id}</span>{' '}
        <span className="badge" data-testid="member-status">
          {t(member.status === 1 ? 'members.page.active' : 'members.page.locked')}
        </span>
      </h1>
      <div className="member-grid">
        <section className="card" aria-labelledby="profile-title">
          <h2 id="profile-title">{t('members.page.profile')}</h2>
          <dl className="facts">
            <dt>{t('members.page.name')}</dt>
            <dd>{detail.name || '—'}</dd>
            <dt>{t('members.field.phone')}</dt>
            <dd>{member.phone || '—'}</dd>
            <dt>{t('members.field.email')}</dt>
            <dd>{member.email || '—'}</dd>
            <dt>{t('members.field.agent')}</dt>
            <dd>{member.agent_account ?? '—'}</dd>
            <dt>{t('members.page.site')}</dt>
            <dd>
              {member.site_id} · {member.currency}
            </dd>
            <dt>{t('members.joined')}</dt>
            <dd>{when(member.created_at)}</dd>
            <dt>{t('members.page.registeredIp')}</dt>
            <dd>{detail.registered_ip || '—'}</dd>
            <dt>{t('members.page.openSessions')}</dt>
            <dd data-testid="open-sessions">{detail.open_sessions}</dd>
          </dl>
          {detail.must_change_password && <p className="note">{t('members.page.mustChangePassword')}</p>}
        </section>
        <section className="card" aria-labelledby="wallets-title">
          <h2 id="wallets-title">{t('members.page.wallets')}</h2>
          <table data-testid="member-wallets">
            <tbody>
              {detail.wallets.map((w) => (
                <tr key={w.code}>
                  <th scope="row">
                    {t(`members.page.wallet.${w.kind}`)}
                    {w.provider && ` · ${w.provider}`}
                  </th>
                  <td className="amount">
                    {w.balance} {w.currency}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {signIn && can(signIn.role, 'members.adjust') && (
            <AdjustBalance member={member} onAdjusted={() => void load()} onProposed={() => setProposals((n) => n + 1)} />
          )}
        </section>
        {signIn && can(signIn.role, 'members.manage') && <MemberActions member={member} onChanged={() => void load()} />}
      </div>
      <PendingAdjustments memberId={member.id} refresh={proposals} onDecided={() => void load()} />
      <MemberProtection memberId={member.id} />

      <section className="card" aria-labelledby="bets-title">
        <h2 id="bets-title">{t('members.page.bets')}</h2>
        <label>
          {t('members.page.period')}
          <select value={days} onChange={(e) => setDays(Number(e.currentTarget.value))}>
            {PERIODS.map((d) => (
              <option key={d} value={d}>
                {t('members.page.days', { count: d })}
              </option>
            ))}
          </select>
        </label>
        {detail.bets.length === 0 ? (
          <p>{t('members.page.noBets')}</p>
        ) : (
          <table data-testid="member-bets">
            <thead>
              <tr>
                <th scope="col">{t('members.page.provider')}</th>
                <th scope="col">{t('members.page.betCount')}</th>
                <th scope="col">{t('members.page.turnover')}</th>
                <th scope="col">{t('members.page.payout')}</th>
              </tr>
            </thead>
            <tbody>
              {detail.bets.map((b) => (
                <tr key={b.provider_id}>
                  <td>{b.provider || `#${b.provider_id}`}</td>
                  <td>{b.bets}</td>
                  <td className="amount">{b.turnover}</td>
                  <td className="amount">{b.payout}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className="card" aria-labelledby="bonuses-title">
        <h2 id="bonuses-title">{t('members.page.bonuses')}</h2>
        {detail.bonuses.length === 0 ? (
          <p>{t('members.page.noBonuses')}</p>
        ) : (
          <table data-testid="member-bonuses">
            <thead>
              <tr>
                <th scope="col">{t('members.page.granted')}</th>
                <th scope="col">{t('members.page.source')}</th>
                <th scope="col">{t('members.page.state')}</th>
                <th scope="col">{t('members.page.amount')}</th>
                <th scope="col">{t('members.page.wagering')}</th>
                <th scope="col">{t('members.page.expires')}</th>
              </tr>
            </thead>
            <tbody>
              {detail.bonuses.map((g) => (
                <tr key={g.id}>
                  <td>{when(g.created_at)}</td>
                  <td>{t(`members.page.bonusSource.${g.source}`, { defaultValue: g.source })}</td>
                  <td>{t(`members.page.bonusState.${g.status}`, { defaultValue: g.status })}</td>
                  <td className="amount">{g.amount}</td>
                  <td>
                    <progress value={Number(g.wagered)} max={Math.max(Number(g.requirement), 0.01)} />{' '}
                    {t('members.page.wagered', { wagered: g.wagered, requirement: g.requirement })}
                  </td>
                  <td>{when(g.expires_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <div className="member-grid">
        <section className="card" aria-labelledby="sign-ins-title">
          <h2 id="sign-ins-title">{t('members.page.signIns')}</h2>
          {detail.sign_ins.length === 0 ? (
            <p>{t('members.page.noSignIns')}</p>
          ) : (
            <table data-testid="member-sign-ins">
              <thead>
                <tr>
                  <th scope="col">{t('members.page.when')}</th>
                  <th scope="col">{t('members.page.address')}</th>
                  <th scope="col">{t('members.page.device')}</th>
                  <th scope="col">{t('members.page.session')}</th>
                </tr>
              </thead>
              <tbody>
                {detail.sign_ins.map((s) => (
                  <tr key={s.at + s.ip}>
                    <td>{when(s.at)}</td>
                    <td>{s.ip || '—'}</td>
                    <td>
                      <code>{s.device || '—'}</code>
                    </td>
                    <td>{t(s.open ? 'members.page.open' : 'members.page.ended')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section className="card" aria-labelledby="devices-title">
          <h2 id="devices-title">{t('members.page.devices')}</h2>
          {detail.devices.length === 0 ? (
            <p>{t('members.page.noDevices')}</p>
          ) : (
            <table data-testid="member-devices">
              <thead>
                <tr>
                  <th scope="col">{t('members.page.device')}</th>
                  <th scope="col">{t('members.page.lastSeen')}</th>
                  <th scope="col">{t('members.page.shared')}</th>
                </tr>
              </thead>
              <tbody>
                {detail.devices.map((d) => (
                  <tr key={d.udid}>
                    <td>
                      <code>{d.udid}</code>
                    </td>
                    <td>{when(d.last_seen_at)}</td>
                    <td>
                      {d.other_members > 0 ? (
                        <span className="badge warn">{t('members.page.otherMembers', { count: d.other_members })}</span>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>

      <MemberNotes memberId={member.id} notes={detail.notes} />
      <MemberOrders memberId={member.id} />
      <MemberLedger memberId={member.id} />
    </section>
  );
}
