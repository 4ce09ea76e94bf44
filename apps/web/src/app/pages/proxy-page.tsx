import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { type AgentStatus, isActiveAgent, useAgentStatus } from '../../features/agents/api/agent-status.ts';
import { AgentLevel } from '../../features/agents/components/agent-level.tsx';
import { AGENT_CENTRE_HOME, AGENT_REGISTER_PATH } from '../../features/agents/components/agent-paths.ts';
import { AgentPromotion } from '../../features/agents/components/agent-promotion.tsx';
import { AgentRegister } from '../../features/agents/components/agent-register.tsx';
import { AgentAgreement, AgentPlan } from '../../features/agents/components/agent-static-pages.tsx';
import { AgentTransfer } from '../../features/agents/components/agent-transfer.tsx';
import { DownlineInfo } from '../../features/agents/components/downline-info.tsx';
import { OperationTable } from '../../features/agents/components/operation-table.tsx';
import { PerformanceSettlement } from '../../features/agents/components/performance-settlement.tsx';
import { StratifiedTable } from '../../features/agents/components/stratified-table.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useErrorText } from '../../lib/error-text.ts';
import type { Messages } from '../../lib/i18n.ts';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { LoadingRegion, Skeleton } from '../../ui/skeleton.tsx';
import { useCurrentLayoutMode } from '../layout-mode-context.ts';
import { MemberOnly } from '../member-only.tsx';
import { NotFoundPage } from './error-page.tsx';
import './user-page.css';

type TitleKey = keyof Messages['agents']['pages'];

/** A page of the agent centre, at /proxy/{section} or /proxy/{section}/{page}. */
type ProxyPage = { id: string; titleKey: TitleKey; path: string };
/** `agentsOnly`: the agent centre itself, for active agents; `othersOnly`: the Register page, for everyone else. */
type Section = ProxyPage & { children?: readonly ProxyPage[]; audience: 'all' | 'agentsOnly' | 'othersOnly' };

/**
 * The pages of the agent centre (SPEC section 2).
 */
export const PROXY_SECTIONS: readonly Section[] = [
  {
    id: 'ProxyCenter',
    titleKey: 'centre',
    path: AGENT_CENTRE_HOME,
    audience: 'agentsOnly',
    children: [
      { id: 'DownlineInfo', titleKey: 'downline', path: '/proxy/ProxyCenter/DownlineInfo' },
      { id: 'Promotion', titleKey: 'promotion', path: '/proxy/ProxyCenter/Promotion' },
      { id: 'OperationTable', titleKey: 'operation', path: '/proxy/ProxyCenter/OperationTable' },
      { id: 'StratifiedTable', titleKey: 'stratified', path: '/proxy/ProxyCenter/StratifiedTable' },
      { id: 'Transfer', titleKey: 'transfer', path: '/proxy/ProxyCenter/Transfer' },
      { id: 'PerformanceSettlement', titleKey: 'statements', path: '/proxy/ProxyCenter/PerformanceSettlement' },
    ],
  },
  { id: 'Register', titleKey: 'register', path: AGENT_REGISTER_PATH, audience: 'othersOnly' },
  { id: 'Plan', titleKey: 'plan', path: '/proxy/Plan', audience: 'all' },
  { id: 'Agreement', titleKey: 'agreement', path: '/proxy/Agreement', audience: 'all' },
];

export type ResolvedProxyPage = { section: Section; page: ProxyPage };

/**
 * Which page /proxy/{page}/{subPage} shows, or null when there is none. /proxy itself is decided by the member's
 * agent status (undefined here); a ProxyCenter page's own name alone (/proxy/Transfer) is that page.
 */
export function resolveProxyPage(page: string | undefined, subPage: string | undefined): ResolvedProxyPage | null | undefined {
  if (page === undefined) return undefined;
  const centre = PROXY_SECTIONS[0] as Section;
  const short = subPage === undefined ? centre.children?.find((c) => c.id === page) : undefined;
  if (short) return { section: centre, page: short };
  const section = PROXY_SECTIONS.find((s) => s.id === page);
  if (!section) return null;
  if (!section.children) return subPage === undefined ? { section, page: section } : null;
  const found = subPage === undefined ? section.children[0] : section.children.find((c) => c.id === subPage);
  return found ? { section, page: found } : null;
}

function isOpenTo(section: Section, agent: boolean): boolean {
  return section.audience === 'all' || (section.audience === 'agentsOnly') === agent;
}

function pageContent(id: string, status: AgentStatus): ReactNode {
  switch (id) {
    case 'Register':
      return <AgentRegister status={status} />;
    case 'Plan':
      return <AgentPlan />;
    case 'Agreement':
      return <AgentAgreement />;
    case 'DownlineInfo':
      return <DownlineInfo />;
    case 'Promotion':
      return <AgentPromotion />;
    case 'OperationTable':
      return <OperationTable />;
    case 'StratifiedTable':
      return <StratifiedTable />;
    case 'Transfer':
      return <AgentTransfer />;
    case 'PerformanceSettlement':
      return <PerformanceSettlement />;
    default:
      return null;
  }
}

function isCurrent(page: ProxyPage, current: ResolvedProxyPage): boolean {
  return page.id === current.page.id;
}

type NavProps = { current: ResolvedProxyPage; sections: readonly Section[] };

/** Desktop: the sections down the side, the centre's pages under it (the member centre's navigation). */
function SideNav({ current, sections }: NavProps) {
  const { t } = useTranslation();
  return (
    <nav className="user-nav user-nav--side" aria-label={t('agents.nav_label')} data-testid="proxy-nav">
      <ul className="user-nav__list">
        {sections.map((section) =>
          section.children ? (
            <li key={section.id} className="user-nav__group">
              <span className="user-nav__group-label" id={`proxy-nav-${section.id}`}>
                {t(`agents.pages.${section.titleKey}`)}
              </span>
              <ul className="user-nav__sublist" aria-labelledby={`proxy-nav-${section.id}`}>
                {section.children.map((page) => (
                  <li key={page.id}>
                    <Link
                      to={page.path}
                      className="user-nav__link user-nav__link--child"
                      aria-current={isCurrent(page, current) ? 'page' : undefined}
                    >
                      {t(`agents.pages.${page.titleKey}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={section.id}>
              <Link to={section.path} className="user-nav__link" aria-current={isCurrent(section, current) ? 'page' : undefined}>
                {t(`agents.pages.${section.titleKey}`)}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

/** Mobile: the sections as tabs that scroll sideways, the current section's pages below. */
function TabNav({ current, sections }: NavProps) {
  const { t } = useTranslation();
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
    <nav className="user-nav user-nav--tabs" aria-label={t('agents.nav_label')} data-testid="proxy-nav">
      <ul className="user-nav__tabs" ref={tabs}>
        {sections.map((section) => {
          const active = section.id === current.section.id;
          return (
            <li key={section.id}>
              <Link
                to={section.path}
                className="user-nav__tab"
                aria-current={active ? (section.children ? 'true' : 'page') : undefined}
              >
                {t(`agents.pages.${section.titleKey}`)}
              </Link>
            </li>
          );
        })}
      </ul>
      {pages ? (
        <ul className="user-nav__subtabs" ref={subtabs} aria-label={t(`agents.pages.${current.section.titleKey}`)}>
          {pages.map((page) => (
            <li key={page.id}>
              <Link to={page.path} className="user-nav__subtab" aria-current={isCurrent(page, current) ? 'page' : undefined}>
                {t(`agents.pages.${page.titleKey}`)}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}

function AgentCentre({ current, status }: { current: ResolvedProxyPage; status: AgentStatus }) {
  const { t } = useTranslation();
  const mode = useCurrentLayoutMode();
  const title = t(`agents.pages.${current.page.titleKey}`);
  useDocumentTitle(title);
  const agent = isActiveAgent(status);
  const sections = PROXY_SECTIONS.filter((section) => isOpenTo(section, agent));
  const centreName = t('pages.proxy');
  // The ProxyCenter section is named as the whole centre in most languages: its name is not said twice.
  const sectionName = current.section === current.page ? null : t(`agents.pages.${current.section.titleKey}`);
  const eyebrow = sectionName && sectionName !== centreName ? `${centreName} · ${sectionName}` : centreName;
  return (
    <div className={`user-centre user-centre--${mode} page-container`} data-testid="proxy-centre" data-page={current.page.id}>
      {mode === 'desktop' ? <SideNav current={current} sections={sections} /> : <TabNav current={current} sections={sections} />}
      <section className="user-page user-centre__content" aria-labelledby="proxy-page-title">
        <p className="user-centre__eyebrow">{eyebrow}</p>
        <h1 id="proxy-page-title" className="user-page__title">
          {title}
        </h1>
        {agent ? <AgentLevel /> : null}
        {pageContent(current.page.id, status)}
      </section>
    </div>
  );
}

/** The member's agent status, then the page it allows: the centre for an active agent, else Register. */
function ProxyRouting({ current }: { current: ResolvedProxyPage | undefined }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const status = useAgentStatus();
  const [params] = useSearchParams();
  if (status.isPending) {
    return (
      <div className="page-container user-page" data-testid="proxy-loading">
        <LoadingRegion label={t('common.loading')} className="agent-loading">
          <Skeleton height="2.5rem" width="40%" />
          <Skeleton height="10rem" radius="var(--radius-lg)" />
        </LoadingRegion>
      </div>
    );
  }
  if (status.data === undefined) {
    return (
      <div className="page-container user-page">
        <ErrorMessage
          title={t('agents.status_failed')}
          message={errorText(status.error)}
          retryLabel={t('common.retry')}
          onRetry={() => void status.refetch()}
        />
      </div>
    );
  }
  const agent = isActiveAgent(status.data);
  if (current === undefined) {
    // SPEC section 2: /proxy goes to the agent page for an active agent, else to the Register page (also ?page=Register).
    const asked = params.get('page');
    const wanted = asked ? resolveProxyPage(asked, undefined) : null;
    if (wanted && isOpenTo(wanted.section, agent)) return <Navigate to={wanted.page.path} replace />;
    return <Navigate to={agent ? AGENT_CENTRE_HOME : AGENT_REGISTER_PATH} replace />;
  }
  if (!isOpenTo(current.section, agent)) return <Navigate to={agent ? AGENT_CENTRE_HOME : AGENT_REGISTER_PATH} replace />;
  return <AgentCentre current={current} status={status.data} />;
}

/** /proxy, /proxy/{page} and /proxy/{section}/{page}: the agent centre, for members only (SPEC sections 2 and 6). */
export function ProxyPage() {
  const { t } = useTranslation();
  const { page, subPage } = useParams();
  const current = resolveProxyPage(page, subPage);
  if (current === null) return <NotFoundPage />;
  return (
    <MemberOnly title={current ? t(`agents.pages.${current.page.titleKey}`) : t('pages.proxy')}>
      <ProxyRouting current={current} />
    </MemberOnly>
  );
}
