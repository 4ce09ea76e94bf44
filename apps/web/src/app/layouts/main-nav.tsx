import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/**
 * Whether the navigation needs a row of its own: its links, each whole, are wider than what the header's row leaves
 * between the logo and the tools (the currency, language and a member's account corner). Measured from the other
 * parts' widths, which do not depend on where the navigation is, so that the answer does not flip back once it moved.
 */
function useOwnRow(nav: RefObject<HTMLElement | null>): boolean {
  const [ownRow, setOwnRow] = useState(false);
  useLayoutEffect(() => {
    const element = nav.current;
    const row = element?.parentElement;
    const list = element?.firstElementChild as HTMLElement | null | undefined;
    if (!element || !row || !list || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const style = getComputedStyle(row);
      const gap = Number.parseFloat(style.columnGap) || 0;
      const others = Array.from(row.children).filter((child) => child !== element);
      const taken = others.reduce((sum, child) => sum + child.getBoundingClientRect().width + gap, 0);
      const room = row.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight) - taken;
      setOwnRow(list.scrollWidth > room + 0.5);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    for (const child of Array.from(row.children)) if (child !== element) observer.observe(child);
    // The links change width as the language's font arrives.
    for (const item of Array.from(list.children)) observer.observe(item);
    measure();
    return () => observer.disconnect();
  }, [nav]);
  return ownRow;
}

/** Desktop header navigation: between the logo and the tools, or on a row of its own below them when it does not fit. */
export function MainNav() {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const ownRow = useOwnRow(ref);
  const items = [
    { to: '/', label: t('nav.home'), end: true },
    { to: '/discount', label: t('nav.promotions'), end: false },
    { to: '/sponsor', label: t('nav.sponsor'), end: false },
    { to: '/faq', label: t('nav.faq'), end: false },
    { to: '/app', label: t('nav.app'), end: false },
  ];
  return (
    <nav
      ref={ref}
      className={ownRow ? 'main-nav main-nav--own-row' : 'main-nav'}
      aria-label={t('nav.main_label')}
      data-testid="main-nav"
    >
      <ul className="main-nav__list">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className="main-nav__link">
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
