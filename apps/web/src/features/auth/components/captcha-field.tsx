import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/form-field.tsx';
import type { CaptchaState } from '../hooks/use-captcha.ts';
import './captcha-field.css';

type CaptchaFieldProps = {
  captcha: CaptchaState;
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null | undefined;
  testId: string;
  ref?: Ref<HTMLInputElement>;
};

function RefreshIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth={2}>
      <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The captcha answer with the server's image and a refresh button. The image carries the captcha token in
 * data-captcha-token, and nothing in the page carries its answer: the picture is drawn from lines by the server, its
 * label only says what it is, and the hint (read with the field) says how to get a new one.
 */
export function CaptchaField({ captcha, value, onValueChange, onBlur, error, testId, ref }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const blocked = captcha.loading || captcha.waiting;
  const addon = (
    <div className="captcha" aria-busy={captcha.loading || undefined}>
      {captcha.image ? (
        <img
          className="captcha__image"
          src={captcha.image}
          alt={t('captcha.image_alt')}
          data-testid="captcha-image"
          data-captcha-token={captcha.token}
          width={120}
          height={44}
        />
      ) : (
        <span className="captcha__image captcha__image--empty" data-testid="captcha-image" data-captcha-token="">
          {captcha.failed ? t('captcha.load_failed') : t('common.loading')}
        </span>
      )}
      <button
        type="button"
        className="captcha__refresh"
        onClick={() => void captcha.refresh()}
        aria-disabled={blocked || undefined}
        aria-label={t('captcha.refresh')}
        title={t('captcha.refresh')}
        data-testid={`${testId}-refresh`}
      >
        <RefreshIcon />
      </button>
    </div>
  );
  return (
    <TextField
      ref={ref}
      label={t('captcha.label')}
      value={value}
      onValueChange={onValueChange}
      onBlur={onBlur}
      error={error}
      hint={captcha.waiting ? t('captcha.wait') : t('captcha.hint')}
      addon={addon}
      testId={testId}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={10}
      required
      placeholder={t('captcha.placeholder')}
    />
  );
}
