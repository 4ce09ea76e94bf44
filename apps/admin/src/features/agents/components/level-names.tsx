import { LANGUAGES } from '@casino/contract/languages.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { type AgentLevelName, readLevelNames } from '../api/agent-calls.ts';
import { agentError } from './agent-errors.ts';
import { LevelNameForm } from './level-name-form.tsx';
import { SiteNumberField } from './site-number-field.tsx';

/** The names a site gives its agent levels, per language (agents see theirs in their language); a level renamed here. */
export function LevelNames() {
  const { t } = useTranslation();
  const { call } = useAdminSession();
  const [siteId, setSiteId] = useState(1);
  const [list, setList] = useState<AgentLevelName[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<AgentLevelName | null>(null);

  // Only the latest answer is shown: a slower one for a site typed before never replaces the current site's.
  const latest = useRef(0);
  const load = useCallback(async () => {
    const request = ++latest.current;
    setError(null);
    try {
      const names = await readLevelNames(call, siteId);
      if (request === latest.current) setList(names);
    } catch (failure) {
      if (request === latest.current) setError(agentError(failure));
    }
  }, [call, siteId]);
  useEffect(() => {
    setList(null);
    setEditing(null);
    void load();
  }, [load]);

  const nextLevel = Math.min(20, Math.max(0, ...(list ?? []).map((l) => l.level)) + 1);

  return (
    <section className="card" aria-labelledby="levels-title">
      <h2 id="levels-title">{t('agents.levels.title')}</h2>
      <p className="muted">{t('agents.levels.intro')}</p>
      <div className="toolbar">
        <SiteNumberField siteId={siteId} onChange={setSiteId} />
        <button type="button" className="secondary" onClick={() => setEditing({ level: nextLevel, name: {} })}>
          {t('agents.levels.new')}
        </button>
      </div>
      {error && <ErrorNote message={t(error)} />}
      {list === null ? (
        !error && <p>{t('common.loading')}</p>
      ) : list.length === 0 ? (
        <p>{t('agents.levels.none')}</p>
      ) : (
        <table data-testid="level-names">
          <thead>
            <tr>
              <th scope="col">{t('agents.levels.level')}</th>
              <th scope="col">{t('agents.levels.names')}</th>
              <th scope="col">{t('agents.plans.change')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((entry) => (
              <tr key={entry.level} data-testid={`level-${entry.level}`}>
                <td>{entry.level}</td>
                <td>
                  <ul className="plain">
                    {LANGUAGES.filter((language) => entry.name[language.code]).map((language) => (
                      <li key={language.code}>
                        <span className="muted">{language.nativeName}:</span> {entry.name[language.code]}
                      </li>
                    ))}
                  </ul>
                </td>
                <td>
                  <button
                    type="button"
                    className="link"
                    aria-label={t('agents.levels.editOf', { level: entry.level })}
                    onClick={() => setEditing(entry)}
                  >
                    {t('agents.plans.edit')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing && (
        <LevelNameForm
          key={editing.level}
          siteId={siteId}
          initial={editing}
          onSaved={() => void load()}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
