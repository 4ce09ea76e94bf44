import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** Desktop header navigation. */
export function MainNav() {
  const { t } = useTranslation();
  const items = [
    { to: '/', label: t('nav.home'), end: true },
    { to: '/discount', label: t('nav.promotions'), end: false },
    { to: '/sponsor', label: t('nav.sponsor'), end: false },
    { to: '/faq', label: t('nav.faq'), end: false },
    { to: '/app', label: t('nav.app'), end: false },
  ];
  return (
    <nav className="main-nav" aria-label={t('nav.main_label')}>
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
