import { can } from '@casino/contract/operator-permissions.ts';
import '../../content/components/content.css';
import './engagement.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { RedEnvelopesTab } from './red-envelopes-tab.tsx';
import { SignInTab } from './sign-in-tab.tsx';

const TABS = [
  { path: 'red-envelopes', label: 'engagement.tab.redEnvelopes' },
  { path: 'sign-in', label: 'engagement.tab.signIn' },
] as const;

/**
 * Red envelopes and sign-in calendars of a site (docs/decisions/0025), one tab each for the roles allowed. Letters are
 * sent from the content page's letters section.
 */
export function EngagementPage() {
  const { t } = useTranslation();
  const { signIn } = useAdminSession();
  const [siteId, setSiteId] = useState(1);
  const role = signIn?.role;
  // Both tabs need promotions.manage: the red-envelope and sign-in calendar calls pay members.
  if (!role || !can(role, 'promotions.manage')) return <Navigate to="/audit" replace />;
  const tabs = TABS;
  const allowed = (path: string) => tabs.some((tab) => tab.path === path);
  const first = `/engagement/${tabs[0].path}`;

  return (
    <section className="page" aria-labelledby="engagement-title">
      <h1 id="engagement-title">{t('engagement.title')}</h1>
      <div className="content-bar">
        <nav aria-label={t('engagement.sections')} className="sub-nav">
          {tabs.map((tab) => (
            <NavLink key={tab.path} to={`/engagement/${tab.path}`}>
              {t(tab.label)}
            </NavLink>
          ))}
        </nav>
        <label className="site-field">
          {t('engagement.site')}
          <input
            type="number"
            min={1}
            max={99999}
            value={siteId}
            onChange={(e) => setSiteId(Math.max(1, Math.min(99999, Number(e.currentTarget.value) || 1)))}
          />
        </label>
      </div>
      <Routes>
        {allowed('red-envelopes') && <Route path="red-envelopes" element={<RedEnvelopesTab key={siteId} siteId={siteId} />} />}
        {allowed('sign-in') && <Route path="sign-in" element={<SignInTab key={siteId} siteId={siteId} />} />}
        <Route path="*" element={<Navigate to={first} replace />} />
      </Routes>
    </section>
  );
}
