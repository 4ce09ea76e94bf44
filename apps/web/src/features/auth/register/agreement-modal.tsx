import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton.tsx';
import { useServiceAgreement } from '../api/service-agreement.ts';

type AgreementModalProps = {
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  error: string | null;
  submitting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Step two of registration: the service agreement, which must be accepted before the account is created. */
export function AgreementModal({ agreed, onAgreedChange, error, submitting, onConfirm, onCancel }: AgreementModalProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const agreement = useServiceAgreement();
  const id = useId();
  const errorId = `${id}-error`;

  return (
    <Modal
      title={t('signup.agreement_title')}
      onClose={submitting ? undefined : onCancel}
      closeLabel={t('common.close')}
      size="lg"
      testId="register-agreement"
    >
      {/* The text scrolls on its own, so keyboard users must be able to focus it to scroll. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: see above */}
      <section className="agreement" tabIndex={0} aria-label={t('signup.agreement_title')}>
        {agreement.isPending ? (
          <LoadingRegion label={t('common.loading')}>
            <Skeleton height="1rem" />
            <Skeleton height="1rem" width="80%" />
            <Skeleton height="1rem" width="60%" />
          </LoadingRegion>
        ) : agreement.isError ? (
          <ErrorMessage
            compact
            title={t('signup.agreement_load_failed')}
            message={errorText(agreement.error)}
            retryLabel={t('common.retry')}
            onRetry={() => void agreement.refetch()}
          />
        ) : (
          agreement.data.map((section) => (
            <section key={section.id} className="agreement__section">
              <h3 className="agreement__title">{section.title}</h3>
              <p className="agreement__content">{section.content}</p>
            </section>
          ))
        )}
      </section>
      <label className="choice agreement__agree">
        <input
          type="checkbox"
          checked={agreed}
          onChange={(event) => onAgreedChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid="register-agree"
          data-autofocus
        />
        {t('signup.agree')}
      </label>
      <p id={errorId} className="field__error" aria-live="polite">
        {error ?? ''}
      </p>
      <div className="modal__actions">
        <Button variant="secondary" onClick={onCancel} disabled={submitting}>
          {t('signup.back')}
        </Button>
        <Button onClick={onConfirm} disabled={submitting} data-testid="register-confirm">
          {submitting ? t('signup.submitting') : t('signup.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
