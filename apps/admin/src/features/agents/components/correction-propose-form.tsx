import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { type CommissionSettlement, type CommissionStatement, proposeCorrection } from '../api/agent-calls.ts';
import { useFormSave } from '../hooks/use-form-save.ts';
import { FormFooter } from './form-footer.tsx';

type Mode = 'amount' | 'recompute';

/**
 * Proposes the next version of one agent's statement: a new commission, or the statement recomputed from the records
 * as they are now (a late result, a voided bet). Nothing is paid until another operator approves it.
 */
export function CorrectionProposeForm({
  settlement,
  statement,
  onClose,
  onProposed,
}: {
  settlement: CommissionSettlement;
  statement: CommissionStatement;
  onClose: () => void;
  onProposed: () => void;
}) {
  const { t } = useTranslation();
  const { call } = useAdminSession();
  const [mode, setMode] = useState<Mode>('amount');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const { failure: error, done, busy, submit: save } = useFormSave();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await save(
      () => {
        if (reason.trim() === '') return { key: 'agents.correction.reasonNeeded' };
        if (mode === 'amount' && !/^\d{1,15}(\.\d{1,4})?$/.test(amount.trim())) return { key: 'agents.error.badAmount' };
        return null;
      },
      async () => {
        const proposed = await proposeCorrection(
          call,
          { site_id: settlement.site_id, currency: settlement.currency, period: settlement.period, agent_id: statement.agent_id },
          reason.trim(),
          mode === 'amount' ? amount.trim() : undefined,
        );
        onProposed();
        return t('agents.correction.proposed', {
          id: proposed.id,
          before: proposed.before.commission,
          after: proposed.after.commission,
          currency: proposed.currency,
        });
      },
    );
  };

  return (
    <form className="correction-form" aria-labelledby="correction-form-title" onSubmit={(e) => void submit(e)} noValidate>
      <h3 id="correction-form-title">
        {t('agents.correction.formTitle', { account: statement.agent_account, period: settlement.period.slice(0, 7) })}
      </h3>
      <p className="muted">
        {t('agents.correction.current', {
          commission: statement.commission,
          currency: settlement.currency,
          version: statement.version,
        })}
      </p>
      <fieldset>
        <legend>{t('agents.correction.how')}</legend>
        <label className="choice">
          <input type="radio" name="correction-mode" checked={mode === 'amount'} onChange={() => setMode('amount')} />
          {t('agents.correction.byAmount')}
        </label>
        <label className="choice">
          <input type="radio" name="correction-mode" checked={mode === 'recompute'} onChange={() => setMode('recompute')} />
          {t('agents.correction.byRecompute')}
        </label>
      </fieldset>
      <div className="form-grid">
        {mode === 'amount' && (
          <label>
            {t('agents.correction.amount', { currency: settlement.currency })}
            <input
              name="commission"
              inputMode="decimal"
              maxLength={20}
              required
              value={amount}
              onChange={(e) => setAmount(e.currentTarget.value)}
            />
          </label>
        )}
        <label>
          {t('agents.correction.reason')}
          <input name="reason" required maxLength={200} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
        </label>
      </div>
      {error && <ErrorNote message={t(error.key)} detail={error.detail} />}
      <FormFooter done={done} busy={busy} submitLabel={t('agents.correction.submit')} onClose={onClose} />
    </form>
  );
}
