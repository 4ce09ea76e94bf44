import { LANGUAGES, type LanguageCode } from '@casino/contract/languages.ts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { type AgentLevelName, saveLevelName } from '../api/agent-calls.ts';
import { useFormSave } from '../hooks/use-form-save.ts';
import { FormFooter } from './form-footer.tsx';

/** Names one agent level of a site in each language wanted; a level left with no name at all shows by its number. */
export function LevelNameForm({
  siteId,
  initial,
  onSaved,
  onClose,
}: {
  siteId: number;
  initial: AgentLevelName;
  onSaved: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { call } = useAdminSession();
  const [level, setLevel] = useState(String(initial.level));
  const [names, setNames] = useState<Partial<Record<LanguageCode, string>>>(initial.name);
  const { failure: error, done, busy, submit: save } = useFormSave();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const number = Number(level);
    await save(
      () => (!Number.isInteger(number) || number < 1 || number > 20 ? { key: 'agents.levels.badLevel' } : null),
      async () => {
        // Empty names are left out: the server keeps only the languages named.
        const named = Object.fromEntries(
          Object.entries(names)
            .map(([code, text]) => [code, (text ?? '').trim()])
            .filter(([, text]) => text !== ''),
        );
        const saved = await saveLevelName(call, siteId, number, named);
        onSaved();
        return t(Object.keys(saved.name).length > 0 ? 'agents.levels.saved' : 'agents.levels.unnamed', { level: saved.level });
      },
    );
  };

  return (
    <form className="level-form" aria-labelledby="level-form-title" onSubmit={(e) => void submit(e)} noValidate>
      <h3 id="level-form-title">{t('agents.levels.formTitle', { site: siteId })}</h3>
      <label className="filter">
        {t('agents.levels.level')}
        <input
          name="level"
          type="number"
          min={1}
          max={20}
          required
          value={level}
          onChange={(e) => setLevel(e.currentTarget.value)}
        />
      </label>
      <fieldset>
        <legend>{t('agents.levels.names')}</legend>
        <div className="form-grid">
          {LANGUAGES.map((language) => (
            <label key={language.code} lang={language.code.replace('_', '-')}>
              {language.nativeName}
              <input
                name={`name-${language.code}`}
                maxLength={40}
                value={names[language.code] ?? ''}
                onChange={(e) => {
                  const text = e.currentTarget.value;
                  setNames((old) => ({ ...old, [language.code]: text }));
                }}
              />
            </label>
          ))}
        </div>
      </fieldset>
      {error && <ErrorNote message={t(error.key)} detail={error.detail} />}
      <FormFooter done={done} busy={busy} submitLabel={t('agents.levels.save')} onClose={onClose} />
    </form>
  );
}
