import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The site whose plans or level names are shown. The number typed is taken on Enter or leaving the field, so that a
 * half-typed number reads nothing.
 */
export function SiteNumberField({ siteId, onChange }: { siteId: number; onChange: (siteId: number) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(String(siteId));
  const take = () => {
    const site = Number(typed);
    if (Number.isInteger(site) && site >= 1 && site <= 99999) onChange(site);
    else setTyped(String(siteId));
  };
  return (
    <label className="site-number">
      {t('agents.site')}
      <input
        type="number"
        min={1}
        max={99999}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        onBlur={take}
        onKeyDown={(e) => {
          if (e.key === 'Enter') take();
        }}
      />
    </label>
  );
}
