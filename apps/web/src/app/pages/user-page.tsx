import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BonusPage } from '../../features/bonuses/components/bonus-page.tsx';
import { Announcements } from '../../features/content/components/announcements.tsx';
import { LetterPage } from '../../features/engagement/components/letter-page.tsx';
import { DepositPage } from '../../features/fund/components/deposit-page.tsx';
import { DwRecordPage } from '../../features/fund/components/dw-record-page.tsx';
import { FastPaymentPage } from '../../features/fund/components/fast-payment-page.tsx';
import { WithdrawalPage } from '../../features/fund/components/withdrawal-page.tsx';
import { useFriendInvitesOpen } from '../../features/invites/api/invites.ts';
import { InvitedFriends } from '../../features/invites/components/invited-friends.tsx';
import { RecommendProject } from '../../features/invites/components/recommend-project.tsx';
import { LoyaltyPage } from '../../features/loyalty/components/loyalty-page.tsx';
import { BankAccounts } from '../../features/member/components/bank-accounts.tsx';
import { MemberInfo } from '../../features/member/components/member-info.tsx';
import { ResponsibleGaming } from '../../features/protection/components/responsible-gaming.tsx';
import { TournamentsPage } from '../../features/tournaments/components/tournaments-page.tsx';
import { MyWallet } from '../../features/wallet/components/my-wallet.tsx';
import { TransactionRecord } from '../../features/wallet/components/transaction-record.tsx';
import { WithdrawOnlyPage } from '../../features/withdraw-only/components/withdraw-only-page.tsx';
import { WITHDRAW_ONLY_PAGE } from '../../features/withdraw-only/withdraw-only-token.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import type { Messages } from '../../lib/i18n.ts';
import { useCurrentLayoutMode } from '../layout-mode-context.ts';
import { MemberOnly } from '../member-only.tsx';
import { NotFoundPage } from './error-page.tsx';
import './user-page.css';

type TitleKey = keyof Messages['user_centre'];

/** A page of the member centre, at /user/{section} or /user/{section}/{page}. */
type CentrePage = { id: string; titleKey: TitleKey; path: string };
type Section = CentrePage & { children?: readonly CentrePage[]; inNav: boolean };

function child(section: string, id: string, titleKey: TitleKey): CentrePage {
  return { id, titleKey, path: `/user/${section}/${id}` };
}

/**
 * The sections of the member centre (SPEC section 2). A section with pages opens on its first page. The recommend
 * award pages are in the navigation only where the site runs friend invites for the member (is_friend, SPEC section 4).
 */
export const USER_SECTIONS: readonly Section[] = [
  { id: 'Info', titleKey: 'info', path: '/user/Info', inNav: true },
  { id: 'MyWallet', titleKey: 'my_wallet', path: '/user/MyWallet', inNav: true },
  {
    id: 'InfoCenter',
    titleKey: 'info_center',
    path: '/user/InfoCenter/Announcement',
    inNav: true,
    children: [child('InfoCenter', 'Announcement', 'announcement'), child('InfoCenter', 'Letter', 'letter')],
  },
  {
    id: 'Fund',
    titleKey: 'fund',
    path: '/user/Fund/Deposit',
    inNav: true,
    children: [child('Fund', 'Deposit', 'deposit'), child('Fund', 'Withdrawal', 'withdrawal')],
  },
  {
    id: 'TransactionRecord',
    titleKey: 'transaction_record',
    path: '/user/TransactionRecord/Transaction',
    inNav: true,
    children: [child('TransactionRecord', 'Transaction', 'transaction'), child('TransactionRecord', 'DWRecord', 'dw_record')],
  },
  { id: 'Bonus', titleKey: 'bonus', path: '/user/Bonus', inNav: true },
  { id: 'Loyalty', titleKey: 'loyalty', path: '/user/Loyalty', inNav: true },
  { id: 'Tournaments', titleKey: 'tournaments', path: '/user/Tournaments', inNav: true },
  { id: 'BindAccount', titleKey: 'bind_account', path: '/user/BindAccount', inNav: true },
  { id: 'ResponsibleGaming', titleKey: 'responsible_gaming', path: '/user/ResponsibleGaming', inNav: true },
  {
    id: 'RecommendAward',
    titleKey: 'recommend_award',
    path: '/user/RecommendAward/RecommendProject',
    inNav: false,
    children: [
      child('RecommendAward', 'RecommendProject', 'recommend_project'),
      child('RecommendAward', 'RecommendRecord', 'recommend_record'),
      child('RecommendAward', 'RecommendMemberSearch', 'recommend_member_search'),
    ],
  },
];

/** Short addresses of pages that live in a section: /user/Deposit is /user/Fund/Deposit, and so on. */
const ALIASES: Record<string, readonly [section: string, page: string]> = {
  Deposit: ['Fund', 'Deposit'],
  Withdrawal: ['Fund', 'Withdrawal'],
  Transaction: ['TransactionRecord', 'Transaction'],
  DWRecord: ['TransactionRecord', 'DWRecord'],
};

export type ResolvedUserPage = { section: Section; page: CentrePage };

/** Which page /user/{page}/{subPage} shows, or null when there is no such page. /user itself is the wallet. */
export function resolveUserPage(page: string | undefined, subPage: string | undefined): ResolvedUserPage | null {
  if (page === undefined) return resolveUserPage('MyWallet', undefined);
  const alias = subPage === undefined ? ALIASES[page] : undefined;
  const [sectionId, pageId] = alias ?? [page, subPage];
  const section = USER_SECTIONS.find((s) => s.id === sectionId);
  if (!section) return null;
  if (!section.children) return pageId === undefined ? { section, page: section } : null;
  const found = pageId === undefined ? section.children[0] : section.children.find((c) => c.id === pageId);
  return found ? { section, page: found } : null;
}

/** What each page shows. */
function pageContent(id: string): ReactNode {
  switch (id) {
    case 'Info':
      return <MemberInfo />;
    case 'MyWallet':
      return <MyWallet />;
    case 'Bonus':
      return <BonusPage />;
    case 'Loyalty':
      return <LoyaltyPage />;
    case 'Tournaments':
      return <TournamentsPage />;
    case 'BindAccount':
      return <BankAccounts />;
    case 'ResponsibleGaming':
      return <ResponsibleGaming />;
    case 'Announcement':
      return <Announcements />;
    case 'Letter':
      return <LetterPage />;
    case 'Deposit':
      return <DepositPage />;
    case 'Withdrawal':
      return <WithdrawalPage />;
    case 'Transaction':
      return <TransactionRecord />;
    case 'DWRecord':
      return <DwRecordPage />;
    case 'RecommendProject':
      return <RecommendProject />;
    case 'RecommendRecord':
      return <InvitedFriends searchable={false} />;
    case 'RecommendMemberSearch':
      return <InvitedFriends searchable />;
    default:
      return null;
  }
}

function isCurrent(page: CentrePage, current: ResolvedUserPage): boolean {
  return page.id === current.page.id && page.path === current.page.path;
}

/** The sections in the navigation: RecommendAward only where the site runs friend invites for the member. */
function useNavSections(): readonly Section[] {
  const invites = useFriendInvitesOpen();
  const friends = invites.data?.is_friend === 1;
  return USER_SECTIONS.filter((s) => s.inNav || (s.id === 'RecommendAward' && friends));
}

/** Desktop: the sections down the side, with the pages of each section under it. */
function SideNav({ current }: { current: ResolvedUserPage }) {
  const { t } = useTranslation();
  const sections = useNavSections();
  return (
    <nav className="user-nav user-nav--side" aria-label={t('user_centre.nav_label')} data-testid="user-nav">
      <ul className="user-nav__list">
        {sections.map((section) =>
          section.children ? (
            <li key={section.id} className="user-nav__group">
              <span className="user-nav__group-label" id={`user-nav-${section.id}`}>
                {t(`user_centre.${section.titleKey}`)}
              </span>
              <ul className="user-nav__sublist" aria-labelledby={`user-nav-${section.id}`}>
                {section.children.map((page) => (
                  <li key={page.id}>
                    <Link
                      to={page.path}
                      className="user-nav__link user-nav__link--child"
                      aria-current={isCurrent(page, current) ? 'page' : undefined}
                    >
                      {t(`user_centre.${page.titleKey}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={section.id}>
              <Link to={section.path} className="user-nav__link" aria-current={isCurrent(section, current) ? 'page' : undefined}>
                {t(`user_centre.${section.titleKey}`)}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

/** Mobile: the sections as a row of tabs that scrolls sideways, and the pages of the current section below. */
function TabNav({ current }: { current: ResolvedUserPage }) {
  const { t } = useTranslation();
  const sections = useNavSections();
  const pages = current.section.children;
  const tabs = useRef<HTMLUListElement>(null);
  const subtabs = useRef<HTMLUListElement>(null);
  // The current tabs may sit beyond the right edge of their row: bring them into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the current page is the trigger
  useEffect(() => {
    for (const row of [tabs.current, subtabs.current]) {
      const active = row?.querySelector<HTMLElement>('[aria-current]');
      if (row && active) row.scrollLeft = Math.max(0, active.offsetLeft - 16);
    }
  }, [current.page.path]);
  return (
    <nav className="user-nav user-nav--tabs" aria-label={t('user_centre.nav_label')} data-testid="user-nav">
      <ul className="user-nav__tabs" ref={tabs}>
        {USER_SECTIONS.filter((s) => sections.includes(s) || s.id === current.section.id).map((section) => {
          const active = section.id === current.section.id;
          return (
            <li key={section.id}>
              <Link
                to={section.path}
                className="user-nav__tab"
                aria-current={active ? (section.children ? 'true' : 'page') : undefined}
              >
                {t(`user_centre.${section.titleKey}`)}
              </Link>
            </li>
          );
        })}
      </ul>
      {pages ? (
        <ul className="user-nav__subtabs" ref={subtabs} aria-label={t(`user_centre.${current.section.titleKey}`)}>
          {pages.map((page) => (
            <li key={page.id}>
              <Link to={page.path} className="user-nav__subtab" aria-current={isCurrent(page, current) ? 'page' : undefined}>
                {t(`user_centre.${page.titleKey}`)}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}

function MemberCentre({ current }: { current: ResolvedUserPage }) {
  const { t } = useTranslation();
  const mode = useCurrentLayoutMode();
  const title = t(`user_centre.${current.page.titleKey}`);
  useDocumentTitle(title);
  const content = pageContent(current.page.id);
  const sectionName = current.section === current.page ? null : t(`user_centre.${current.section.titleKey}`);
  return (
    <div className={`user-centre user-centre--${mode} page-container`} data-testid="user-centre" data-page={current.page.id}>
      {mode === 'desktop' ? <SideNav current={current} /> : <TabNav current={current} />}
      <section className="user-page user-centre__content" aria-labelledby="user-page-title">
        <p className="user-centre__eyebrow">
          {t('user_centre.title')}
          {sectionName ? ` · ${sectionName}` : ''}
        </p>
        <h1 id="user-page-title" className="user-page__title">
          {title}
        </h1>
        {content}
      </section>
    </div>
  );
}

/**
 * /user, /user/{page} and /user/{section}/{page}: the member centre, for members only. /user shows the wallet; short
 * addresses (/user/Deposit, /user/DWRecord ...) show their section's page with that page marked in the navigation.
 */
export function UserPage() {
  const { t } = useTranslation();
  const { page, subPage } = useParams();
  // The withdraw-only page is for a member the site refused to sign in, so it is outside MemberOnly.
  if (page === WITHDRAW_ONLY_PAGE && subPage === undefined) return <WithdrawOnlyPage />;
  const current = resolveUserPage(page, subPage);
  if (!current) return <NotFoundPage />;
  return (
    <MemberOnly title={t(`user_centre.${current.page.titleKey}`)}>
      <MemberCentre current={current} />
    </MemberOnly>
  );
}

/** /fastPayment: the fast deposit window (a pop-up on desktop), for members only. */
export function FastPaymentScreen() {
  const { t } = useTranslation();
  return (
    <MemberOnly title={t('pages.fastPayment')}>
      <FastPaymentPage />
    </MemberOnly>
  );
}
