import { formatDateTime } from '@casino/browser/date-format.ts';
import { LETTER_SOURCES } from '@casino/contract/calls/engagement-calls.ts';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCursorPages } from '../../../lib/use-cursor-pages.ts';
import { CurrencyField } from '../../../ui/currency-field.tsx';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import {
  cancelLetter,
  type LetterAudience,
  type LetterInput,
  type LetterSource,
  listLetters,
  type OperatorLetter,
  sendLetter,
} from '../api/letter-calls.ts';
import { useRefusalText } from '../hooks/use-save.ts';
import { FormActions } from './form-parts.tsx';
import { filledTexts, isBlank, LanguageTabs, type Texts } from './language-tabs.tsx';
import { RichTextField } from './rich-text-field.tsx';

type AudienceKind = LetterAudience['kind'];
const AUDIENCE_KINDS: readonly AudienceKind[] = ['member', 'members', 'segment', 'everyone'];

/** Letters to members' in-site boxes: the ones sent, with delivery progress; a new one; stopping one. */
export function LettersSection({ siteId }: { siteId: number }) {
  const { t, i18n } = useTranslation();
  const { call } = useAdminSession();
  const refusalText = useRefusalText();
  const [source, setSource] = useState<LetterSource>('operator');
  const [writing, setWriting] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const readPage = useCallback(
    async (beforeId: number | null) => {
      const page = await listLetters(call, siteId, source, beforeId);
      return { list: page.list, next: page.next_before_id };
    },
    [call, siteId, source],
  );
  const { rows: letters, error: readFailure, hasMore, more, reload } = useCursorPages<OperatorLetter, number>(readPage);
  const shownError = error ?? (readFailure === null ? null : refusalText(readFailure));

  if (writing) {
    return (
      <LetterForm
        siteId={siteId}
        onSent={() => {
          setWriting(false);
          void reload();
        }}
        onCancel={() => setWriting(false)}
      />
    );
  }
  const cancel = async (id: number) => {
    setConfirming(null);
    setError(null);
    try {
      await cancelLetter(call, id);
    } catch (e) {
      setError(refusalText(e));
    }
    await reload();
  };

  return (
    <>
      <p>
        <button type="button" onClick={() => setWriting(true)}>
          {t('content.letter.write')}
        </button>
      </p>
      <label className="filter">
        {t('content.letter.source')}
        <select value={source} onChange={(e) => setSource(e.currentTarget.value as LetterSource)}>
          {LETTER_SOURCES.map((s) => (
            <option key={s} value={s}>
              {t(`content.letter.sourceName.${s}`)}
            </option>
          ))}
        </select>
      </label>
      {shownError && <ErrorNote message={shownError} />}
      {letters === null && !shownError && <p>{t('common.loading')}</p>}
      {letters?.length === 0 && <p>{t('content.none')}</p>}
      {letters && letters.length > 0 && (
        <table data-testid="letters-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('content.letter.title')}</th>
              <th scope="col">{t('content.letter.audience')}</th>
              <th scope="col">{t('content.letter.status')}</th>
              <th scope="col">{t('content.letter.readOf')}</th>
              <th scope="col">{t('content.letter.sentAt')}</th>
              <th scope="col">{t('content.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {letters.map((letter) => (
              <tr key={letter.id} data-testid="letter-row">
                <td>{letter.id}</td>
                <td>{letter.title[i18n.language] || letter.title.en_US || Object.values(letter.title)[0]}</td>
                <td>{t(`content.letter.kind.${String(letter.audience.kind)}`)}</td>
                <td>{t(`content.letter.state.${letter.status}`)}</td>
                <td>
                  {letter.read} / {letter.delivered}
                </td>
                <td>{formatDateTime(Date.parse(letter.created_at), i18n.language)}</td>
                <td className="row-actions">
                  {letter.status !== 'cancelled' &&
                    (confirming === letter.id ? (
                      <fieldset className="inline-confirm">
                        <legend>{t('content.letter.confirmCancel', { id: letter.id })}</legend>
                        <button type="button" className="danger small" onClick={() => void cancel(letter.id)}>
                          {t('content.letter.cancelYes')}
                        </button>
                        <button type="button" className="link" onClick={() => setConfirming(null)}>
                          {t('content.cancel')}
                        </button>
                      </fieldset>
                    ) : (
                      <button type="button" className="link danger-link" onClick={() => setConfirming(letter.id)}>
                        {t('content.letter.cancelLetter')}
                      </button>
                    ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {hasMore && (
        <button type="button" className="secondary" onClick={() => void more()}>
          {t('common.older')}
        </button>
      )}
    </>
  );
}

/** The audience a form describes; accounts one per line or separated by commas. */
function audienceOf(kind: AudienceKind, fields: { accounts: string; currency: string; vip: string; agent: string }) {
  const accounts = fields.accounts
    .split(/[\s,]+/)
    .map((a) => a.trim())
    .filter(Boolean);
  switch (kind) {
    case 'member':
      return { kind, member_account: accounts[0] ?? '' } as const;
    case 'members':
      return { kind, member_accounts: accounts } as const;
    case 'everyone':
      return { kind } as const;
    case 'segment':
      return {
        kind,
        ...(fields.currency ? { currency: fields.currency } : {}),
        ...(fields.vip !== '' ? { vip_level: Number(fields.vip) } : {}),
        ...(fields.agent.trim() ? { agent_account: fields.agent.trim() } : {}),
      } as LetterInput['audience'];
  }
}

function LetterForm({ siteId, onSent, onCancel }: { siteId: number; onSent: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const { call } = useAdminSession();
  const refusalText = useRefusalText();
  const [title, setTitle] = useState<Texts>({});
  const [body, setBody] = useState<Texts>({});
  const [kind, setKind] = useState<AudienceKind>('member');
  const [fields, setFields] = useState({ accounts: '', currency: '', vip: '', agent: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = (next: Partial<typeof fields>) => setFields((f) => ({ ...f, ...next }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await sendLetter(call, {
        site_id: siteId,
        title: filledTexts(title),
        body: filledTexts(body),
        audience: audienceOf(kind, fields),
      });
      onSent();
    } catch (e) {
      setError(refusalText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card content-form" aria-label={t('content.letter.form')} onSubmit={(e) => void submit(e)}>
      <h2>{t('content.letter.write')}</h2>
      <LanguageTabs isMissing={(language) => isBlank(title[language]) || isBlank(body[language])}>
        {(language) => (
          <>
            <label>
              {t('content.letter.title')}
              <input
                value={title[language] ?? ''}
                maxLength={200}
                onChange={(e) => {
                  const text = e.currentTarget.value;
                  setTitle((all) => ({ ...all, [language]: text }));
                }}
              />
            </label>
            <RichTextField
              label={t('content.letter.body')}
              language={language}
              value={body[language] ?? ''}
              onChange={(html) => setBody((all) => ({ ...all, [language]: html }))}
            />
          </>
        )}
      </LanguageTabs>
      <label>
        {t('content.letter.audience')}
        <select value={kind} onChange={(e) => setKind(e.currentTarget.value as AudienceKind)}>
          {AUDIENCE_KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`content.letter.kind.${value}`)}
            </option>
          ))}
        </select>
      </label>
      {kind === 'member' && (
        <label>
          {t('content.letter.account')}
          <input value={fields.accounts} maxLength={64} onChange={(e) => change({ accounts: e.currentTarget.value })} />
        </label>
      )}
      {kind === 'members' && (
        <label>
          {t('content.letter.accounts')}
          <textarea rows={4} value={fields.accounts} onChange={(e) => change({ accounts: e.currentTarget.value })} />
        </label>
      )}
      {kind === 'segment' && (
        <div className="field-row">
          <CurrencyField
            label={t('content.letter.currency')}
            anyLabel={t('content.letter.anyCurrency')}
            value={fields.currency}
            onChange={(currency) => change({ currency })}
          />
          <label>
            {t('content.letter.vipLevel')}
            <input type="number" min={0} max={100} value={fields.vip} onChange={(e) => change({ vip: e.currentTarget.value })} />
          </label>
          <label>
            {t('content.letter.agent')}
            <input value={fields.agent} maxLength={64} onChange={(e) => change({ agent: e.currentTarget.value })} />
          </label>
        </div>
      )}
      <FormActions busy={busy} error={error} onCancel={onCancel} submitLabel={t('content.letter.send')} />
    </form>
  );
}
