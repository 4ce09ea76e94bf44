import type { ContentEntry } from '@casino/contract/calls/site-calls.ts';
import { SLOT_GAME_TYPE } from '@casino/contract/game-types.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useMobileFooter } from '../../features/site/api/mobile-footer.ts';
import { classifyLink } from '../../lib/links.ts';
import { DiceIcon, GiftIcon, HomeIcon, StarIcon, UserIcon, WalletIcon } from '../../ui/icons.tsx';

type NavItem = { key: string; label: string; target: { kind: 'internal'; to: string } | { kind: 'external'; href: string } };

const ICON_SIZE = '1.375rem';

/** An icon for a bottom-bar path; the server's entries carry no icon of their own. */
function iconFor(path: string): ReactNode {
  const lower = path.toLowerCase();
  if (lower === '/') return <HomeIcon size={ICON_SIZE} />;
  if (lower.startsWith('/discount')) return <GiftIcon size={ICON_SIZE} />;
  if (lower.includes('deposit') || lower.includes('wallet') || lower.startsWith('/fastpayment')) {
    return <WalletIcon size={ICON_SIZE} />;
  }
  if (lower.startsWith('/user') || lower.startsWith('/proxy')) return <UserIcon size={ICON_SIZE} />;
  if (lower.startsWith('/gamehall') || lower.startsWith('/slotgame')) return <DiceIcon size={ICON_SIZE} />;
  return <StarIcon size={ICON_SIZE} />;
}

function itemsFromEntries(entries: readonly ContentEntry[]): NavItem[] {
  const items: NavItem[] = [];
  for (const entry of [...entries].sort((a, b) => a.sort - b.sort)) {
    const target = classifyLink(entry.url);
    if (target.kind !== 'none' && entry.title) items.push({ key: String(entry.id), label: entry.title, target });
  }
  return items;
}

/**
 * The fixed bottom navigation bar of the mobile template. Its entries come from the template's mobile footer
 * (/arks/web/web-mobile-footer); until they arrive, or when the site has none, a default set is shown.
 */
export function MobileBottomNav() {
  const { t } = useTranslation();
  const { data } = useMobileFooter();
  const fromServer = data ? itemsFromEntries(data).slice(0, 5) : [];
  const fallback: NavItem[] = [
    { key: 'home', label: t('nav.home'), target: { kind: 'internal', to: '/' } },
    { key: 'games', label: t('nav.games'), target: { kind: 'internal', to: `/gameHall/${SLOT_GAME_TYPE}` } },
    { key: 'promotions', label: t('nav.promotions'), target: { kind: 'internal', to: '/discount' } },
    { key: 'sponsor', label: t('nav.sponsor'), target: { kind: 'internal', to: '/sponsor' } },
    { key: 'member', label: t('nav.member'), target: { kind: 'internal', to: '/user' } },
  ];
  const items = fromServer.length > 0 ? fromServer : fallback;

  return (
    <nav className="mobile-bottom-nav" data-testid="mobile-bottom-nav" aria-label={t('nav.bottom_label')}>
      <ul className="mobile-bottom-nav__list">
        {items.map((item) => (
          <li key={item.key}>
            {item.target.kind === 'internal' ? (
              <NavLink to={item.target.to} end className="mobile-bottom-nav__link">
                {iconFor(item.target.to)}
                <span className="mobile-bottom-nav__label">{item.label}</span>
              </NavLink>
            ) : (
              <a href={item.target.href} target="_blank" rel="noopener noreferrer" className="mobile-bottom-nav__link">
                {iconFor(item.target.href)}
                <span className="mobile-bottom-nav__label">{item.label}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
