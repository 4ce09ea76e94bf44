import { DOWNLINE_KINDS } from '@casino/contract/calls/agent-calls.ts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateFormat } from '../../../lib/date-format.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useLayoutMode } from '../../../lib/layout-mode.ts';
import { useMoneyFormat } from '../../../lib/money-format.ts';
import { Button } from '../../../ui/button.tsx';
import { SelectField, TextField } from '../../../ui/form-field.tsx';
import { pageCount, RecordList, RecordPager } from '../../../ui/record-list.tsx';
import { DOWNLINE_PAGE_SIZE, type DownlineFilter, type DownlineKind, type DownlineMember, useDownline } from '../api/downline.ts';
import { type TrailStep, useDownlineTrail } from '../hooks/use-downline-trail.ts';
import { AGENT_TRANSFER_PATH } from './agent-paths.ts';
import './agent-centre.css';

/** Member statuses the filter offers: 0 is every status. */
const STATUSES = [0, 1, 2, 3] as const;

type Draft = { keyword: string; kind: DownlineKind; status: number };
const EMPTY_DRAFT: Draft = { keyword: '', kind: 'all', status: 0 };

function isKind(value: string): value is DownlineKind {
  return (DOWNLINE_KINDS as readonly string[]).includes(value);
}

/**
 * DownlineInfo (/proxy/ProxyCenter/DownlineInfo): the members and sub-agents directly under the agent, 20 to a page,
 * searched by account and filtered by kind and status. A sub-agent's own downline opens in place, with the way back
 * to every level above.
 */
export function DownlineInfo() {
  const { t } = useTranslation();
  const trail = useDownlineTrail();
  // Each level keeps its own filters: opening a sub-agent starts from its whole downline.
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [filter, setFilter] = useState<Draft & { page: number }>({ ...EMPTY_DRAFT, page: 1 });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ ...draft, keyword: draft.keyword.trim(), page: 1 });
  };

  const moveTo = (change: () => void) => {
    change();
    setDraft(EMPTY_DRAFT);
    setFilter({ ...EMPTY_DRAFT, page: 1 });
  };

  const request: DownlineFilter = {
    ...(trail.current ? { parent_id: trail.current.id } : {}),
    keyword: filter.keyword,
    kind: filter.kind,
    status: filter.status,
    page: filter.page,
    count: DOWNLINE_PAGE_SIZE,
  };

  return (
    <div className="agent-downline" data-testid="agent-downline">
      <Trail trail={trail.trail} onBack={(level) => moveTo(() => trail.backTo(level))} />
      <form className="agent-filters" aria-label={t('agents.downline_filters')} onSubmit={onSubmit} noValidate>
        <TextField
          label={t('agents.search_account')}
          value={draft.keyword}
          onValueChange={(keyword) => setDraft((d) => ({ ...d, keyword }))}
          testId="downline-keyword"
          maxLength={40}
          autoComplete="off"
          type="search"
        />
        <SelectField
          label={t('agents.kind')}
          value={draft.kind}
          onValueChange={(kind) => setDraft((d) => ({ ...d, kind: isKind(kind) ? kind : 'all' }))}
          testId="downline-kind"
        >
          {DOWNLINE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`agents.kind_${kind}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('agents.status')}
          value={String(draft.status)}
          onValueChange={(status) => setDraft((d) => ({ ...d, status: Number(status) }))}
          testId="downline-status"
        >
          {STATUSES.map((status) => (
            <option key={status} value={String(status)}>
              {t(`agents.member_status_${status}`)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" className="agent-filters__search" data-testid="downline-search">
          {t('agents.search')}
        </Button>
      </form>
      <DownlineList
        request={request}
        direct={trail.current === null}
        onPage={(page) => setFilter((current) => ({ ...current, page }))}
        onOpen={(member) => moveTo(() => trail.open({ id: member.id, account: member.account }))}
      />
    </div>
  );
}

/** Where the reader stands: the agent's own downline, then each sub-agent opened, each a way back. */
function Trail({ trail, onBack }: { trail: TrailStep[]; onBack: (level: number) => void }) {
  const { t } = useTranslation();
  if (trail.length === 0) return null;
  return (
    <nav className="agent-trail" aria-label={t('agents.trail_label')} data-testid="downline-trail">
      <Button variant="secondary" size="sm" onClick={() => onBack(trail.length - 1)} data-testid="downline-back">
        {t('agents.back')}
      </Button>
      <ol className="agent-trail__list">
        <li>
          <button type="button" className="agent-trail__link" onClick={() => onBack(0)} data-testid="downline-trail-root">
            {t('agents.my_downline')}
          </button>
        </li>
        {trail.map((step, index) => (
          <li key={step.id}>
            {index === trail.length - 1 ? (
              <span aria-current="page" data-testid="downline-trail-current">
                {t('agents.downline_of', { account: step.account })}
              </span>
            ) : (
              <button type="button" className="agent-trail__link" onClick={() => onBack(index + 1)}>
                {step.account}
              </button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

type ListProps = {
  request: DownlineFilter;
  /** The agent's own downline: its members can be paid from Transfer. */
  direct: boolean;
  onPage: (page: number) => void;
  onOpen: (member: DownlineMember) => void;
};

function DownlineList({ request, direct, onPage, onOpen }: ListProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const mode = useLayoutMode();
  const query = useDownline(request);
  const total = query.data?.total ?? 0;
  const pages = pageCount(total, DOWNLINE_PAGE_SIZE);
  const rowProps = { direct, onOpen };

  return (
    <>
      <section
        className="agent-results"
        aria-label={t('agents.downline_results')}
        aria-busy={(query.isFetching && !query.isPending) || undefined}
      >
        <RecordList
          query={query}
          describeError={errorText}
          labels={{
            loading: t('common.loading'),
            failed: t('agents.downline_failed'),
            retry: t('common.retry'),
            empty: t('agents.downline_empty'),
          }}
          placeholders={5}
          loadingClassName="agent-loading"
          emptyClassName="empty-state"
          emptyTestId="downline-empty"
        >
          {(list) =>
            mode === 'desktop' ? (
              <div className="agent-table-wrap">
                <table className="agent-table" data-testid="downline-list">
                  <caption className="visually-hidden">{t('agents.downline_results')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('agents.account')}</th>
                      <th scope="col">{t('agents.kind')}</th>
                      <th scope="col">{t('agents.status')}</th>
                      <th scope="col" className="agent-table__number">
                        {t('agents.balance')}
                      </th>
                      <th scope="col">{t('agents.signed_up')}</th>
                      <th scope="col">{t('agents.last_login')}</th>
                      <th scope="col" className="agent-table__number">
                        {t('agents.their_downline')}
                      </th>
                      <th scope="col">
                        <span className="visually-hidden">{t('agents.actions')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.map((member) => (
                      <DownlineRow key={member.id} member={member} {...rowProps} />
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <ul className="agent-cards" data-testid="downline-list" aria-label={t('agents.downline_results')}>
                {list.map((member) => (
                  <DownlineCard key={member.id} member={member} {...rowProps} />
                ))}
              </ul>
            )
          }
        </RecordList>
      </section>
      {total > 0 ? (
        <RecordPager
          label={t('agents.paging_label')}
          layout="split"
          page={request.page}
          pages={pages}
          onPage={onPage}
          prevLabel={t('wallet.tx.prev')}
          nextLabel={t('wallet.tx.next')}
          summary={t('wallet.tx.summary', { total, page: request.page, pages })}
          summaryTestId="downline-summary"
          testIdPrefix="downline"
          pageLabel={(page) => t('wallet.tx.page_label', { page })}
        />
      ) : null}
    </>
  );
}

type RowProps = { member: DownlineMember; direct: boolean; onOpen: (member: DownlineMember) => void };

/** What a row says about a member: kind, status and the two dates, in words of the page. */
function useMemberText(member: DownlineMember) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const money = useMoneyFormat();
  return {
    kind: member.is_agent === 1 ? t('agents.row_agent') : t('agents.row_member'),
    status: t(`agents.member_status_${member.status}`, { defaultValue: String(member.status) }),
    balance: money(member.balance, member.currency),
    signedUp: dates.date(member.created_at),
    lastLogin: member.last_login_at ? dates.dateTime(member.last_login_at) : t('agents.never'),
  };
}

/** Open a sub-agent's downline; pay a member of one's own. */
function RowActions({ member, direct, onOpen }: RowProps) {
  const { t } = useTranslation();
  return (
    <div className="agent-row-actions">
      {member.is_agent === 1 ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onOpen(member)}
          aria-label={t('agents.open_downline_of', { account: member.account })}
          data-testid="downline-open"
        >
          {t('agents.open_downline')}
        </Button>
      ) : null}
      {direct && member.status === 1 ? (
        <Link
          to={`${AGENT_TRANSFER_PATH}?member=${member.id}`}
          className="agent-row-actions__link"
          aria-label={t('agents.transfer_to', { account: member.account })}
          data-testid="downline-transfer"
        >
          {t('agents.transfer')}
        </Link>
      ) : null}
    </div>
  );
}

function DownlineRow(props: RowProps) {
  const { member } = props;
  const text = useMemberText(member);
  return (
    <tr data-testid="downline-row" data-account={member.account} data-kind={member.is_agent ? 'agent' : 'member'}>
      <th scope="row" className="agent-table__account">
        {member.account}
      </th>
      <td>{text.kind}</td>
      <td>
        <span className={`agent-status agent-status--${member.status}`}>{text.status}</span>
      </td>
      <td className="agent-table__number" data-testid="downline-balance">
        {text.balance}
      </td>
      <td>{text.signedUp}</td>
      <td className="agent-table__muted">{text.lastLogin}</td>
      <td className="agent-table__number">{member.downline}</td>
      <td>
        <RowActions {...props} />
      </td>
    </tr>
  );
}

function DownlineCard(props: RowProps) {
  const { t } = useTranslation();
  const { member } = props;
  const text = useMemberText(member);
  return (
    <li className="agent-card agent-member-card" data-testid="downline-row" data-account={member.account}>
      <div className="agent-member-card__head">
        <span className="agent-member-card__account">{member.account}</span>
        <span className={`agent-status agent-status--${member.status}`}>{text.status}</span>
      </div>
      <dl className="agent-pairs">
        <div>
          <dt>{t('agents.kind')}</dt>
          <dd>{text.kind}</dd>
        </div>
        <div>
          <dt>{t('agents.balance')}</dt>
          <dd data-testid="downline-balance">{text.balance}</dd>
        </div>
        <div>
          <dt>{t('agents.signed_up')}</dt>
          <dd>{text.signedUp}</dd>
        </div>
        <div>
          <dt>{t('agents.last_login')}</dt>
          <dd>{text.lastLogin}</dd>
        </div>
        <div>
          <dt>{t('agents.their_downline')}</dt>
          <dd>{member.downline}</dd>
        </div>
      </dl>
      <RowActions {...props} />
    </li>
  );
}
