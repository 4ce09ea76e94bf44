import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/date-format.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useMoneyFormat } from '../../../lib/money-format.ts';
import { useSession } from '../../../lib/session.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { pageCount, RecordList, RecordPager } from '../../../ui/record-list.tsx';
import { FRIENDS_PER_PAGE, useRecommendRecord } from '../api/invites.ts';
import './invites.css';

/**
 * RecommendRecord and RecommendMemberSearch: the friends who registered with the member's code, newest first, with
 * whether they deposited and the reward each brought; with `searchable`, found by account.
 */
export function InvitedFriends({ searchable }: { searchable: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const dates = useDateFormat();
  const money = useMoneyFormat();
  const currency = useSession()?.currency ?? '';
  const [typed, setTyped] = useState('');
  const [request, setRequest] = useState({ keyword: '', page: 1 });
  const query = useRecommendRecord(request);
  const total = query.data?.total ?? 0;
  const pages = pageCount(total, FRIENDS_PER_PAGE);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setRequest({ keyword: typed.trim(), page: 1 });
  };
  return (
    <div className="invites" data-testid={searchable ? 'recommend-search' : 'recommend-record'}>
      {searchable ? (
        <form className="invites-search" aria-label={t('invites.search_label')} onSubmit={search} noValidate>
          <TextField
            label={t('invites.search_label')}
            value={typed}
            onValueChange={setTyped}
            testId="invites-keyword"
            maxLength={40}
            autoComplete="off"
            type="search"
          />
          <Button type="submit" variant="primary" size="sm" data-testid="invites-search">
            {t('invites.search')}
          </Button>
        </form>
      ) : null}
      <RecordList
        query={query}
        describeError={errorText}
        labels={{
          loading: t('common.loading'),
          failed: t('invites.record_failed'),
          retry: t('common.retry'),
          empty: request.keyword ? t('invites.search_empty') : t('invites.record_empty'),
        }}
        placeholders={3}
        loadingClassName="invites-loading"
        emptyClassName="empty-state"
        emptyTestId="invites-empty"
      >
        {(list) => (
          <ul className="invites-friends" data-testid="invited-friends">
            {list.map((friend) => (
              <li key={friend.account} className="invites-card invites-friend" data-testid="invited-friend">
                <p className="invites-friend__account">{friend.account}</p>
                <dl className="invites-pairs">
                  <div>
                    <dt>{t('invites.registered')}</dt>
                    <dd>{dates.date(friend.registered_at)}</dd>
                  </div>
                  <div>
                    <dt>{t('invites.deposited')}</dt>
                    <dd>{friend.deposited ? t('invites.yes') : t('invites.no')}</dd>
                  </div>
                  <div>
                    <dt>{t('invites.reward')}</dt>
                    <dd data-testid="invited-friend-reward">
                      {friend.reward === null ? t('invites.reward_waiting') : money(friend.reward, currency)}
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </RecordList>
      {total > FRIENDS_PER_PAGE ? (
        <RecordPager
          label={t('invites.paging_label')}
          layout="split"
          page={request.page}
          pages={pages}
          onPage={(page) => setRequest((r) => ({ ...r, page }))}
          prevLabel={t('wallet.tx.prev')}
          nextLabel={t('wallet.tx.next')}
          summary={t('wallet.tx.summary', { total, page: request.page, pages })}
          summaryTestId="invites-summary"
          testIdPrefix="invites"
        />
      ) : null}
    </div>
  );
}
