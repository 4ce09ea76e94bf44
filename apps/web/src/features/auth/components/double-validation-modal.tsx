import type { DoubleValidationQuestion } from '@casino/contract/calls/auth-calls.ts';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginDeviceInfo } from '../../../lib/device-info.ts';
import { useLayoutMode } from '../../../lib/layout-mode.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert, TextField } from '../../../ui/form-field.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { CAPTCHA_TYPE } from '../api/captcha.ts';
import { answerDoubleValidation, skipDoubleValidationQuestion } from '../api/double-validation.ts';
import { authModals } from '../auth-modals.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { doubleValidationFailure, skipQuestionFailure } from '../reply-codes.ts';
import { CaptchaField } from './captcha-field.tsx';
import './auth-dialogs.css';

type Question = DoubleValidationQuestion['question'];

const INPUT_TYPES: Record<Question, { type: string; inputMode?: 'numeric' | 'email' | 'tel'; autoComplete: string }> = {
  member_name: { type: 'text', autoComplete: 'name' },
  identity_id: { type: 'text', autoComplete: 'off' },
  member_phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  member_email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  withdraw_password: { type: 'password', inputMode: 'numeric', autoComplete: 'off' },
};

/**
 * Login from a device the account has not used: a security question about the account, with a captcha
 * (SPEC section 4, "Login", code 107). "Another question" draws a new one.
 */
export function DoubleValidationModal({ question: initial }: { question: DoubleValidationQuestion }) {
  const { t, i18n } = useTranslation();
  const mode = useLayoutMode();
  const captcha = useCaptcha(CAPTCHA_TYPE.login);
  const completeLogin = useCompleteLogin();
  const [question, setQuestion] = useState(initial);
  const [answer, setAnswer] = useState('');
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const [errors, setErrors] = useState<{ answer?: string | undefined; captcha?: string | undefined }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'submit' | 'skip' | null>(null);
  const busyRef = useRef(false);
  const answerRef = useRef<HTMLInputElement>(null);
  const captchaRef = useRef<HTMLInputElement>(null);

  const prompt = t(`double_validation.question_${question.question}`);
  const inputType = INPUT_TYPES[question.question];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busyRef.current) return;
    const found = {
      answer: answer.trim() === '' ? t(`double_validation.err_${question.question}`) : undefined,
      captcha: captchaAnswer.trim() === '' ? t('login.ph_account_verify_code') : undefined,
    };
    setErrors(found);
    if (found.answer || found.captcha) {
      (found.answer ? answerRef : captchaRef).current?.focus();
      return;
    }
    busyRef.current = true;
    setBusy('submit');
    setFormError(null);
    try {
      const result = await answerDoubleValidation({
        member_login_id: question.member_login_id,
        answer: answer.trim(),
        captcha_answer: captchaAnswer.trim(),
        captcha_token: captcha.token,
        ...loginDeviceInfo(mode),
      });
      completeLogin(result);
    } catch (error) {
      setFormError(doubleValidationFailure(error, t, i18n.language));
      setCaptchaAnswer('');
      void captcha.refresh();
    } finally {
      busyRef.current = false;
      setBusy(null);
    }
  };

  const onSkip = async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy('skip');
    setFormError(null);
    try {
      const next = await skipDoubleValidationQuestion(question.member_login_id);
      setQuestion(next);
      setAnswer('');
      setErrors({});
      answerRef.current?.focus();
    } catch (error) {
      setFormError(skipQuestionFailure(error, t));
    } finally {
      busyRef.current = false;
      setBusy(null);
    }
  };

  return (
    <Modal
      title={t('double_validation.title')}
      description={t('double_validation.intro')}
      onClose={authModals.close}
      closeLabel={t('common.close')}
      testId="double-validation-modal"
      className="auth-dialog"
    >
      <form className="form" onSubmit={onSubmit} noValidate aria-busy={busy !== null || undefined}>
        <FormAlert message={formError} />
        <TextField
          ref={answerRef}
          label={prompt}
          value={answer}
          onValueChange={(value) => {
            setAnswer(value);
            if (errors.answer) setErrors((e) => ({ ...e, answer: undefined }));
          }}
          error={errors.answer}
          hint={
            question.available_questions_count > 1
              ? t('double_validation.question_hint_more', { count: question.available_questions_count })
              : t('double_validation.question_hint_last')
          }
          testId="double-validation-answer"
          data-question={question.question}
          type={inputType.type}
          inputMode={inputType.inputMode}
          autoComplete={inputType.autoComplete}
          maxLength={100}
          required
        />
        <CaptchaField
          ref={captchaRef}
          captcha={captcha}
          value={captchaAnswer}
          onValueChange={(value) => {
            setCaptchaAnswer(value);
            if (errors.captcha) setErrors((e) => ({ ...e, captcha: undefined }));
          }}
          error={errors.captcha}
          testId="double-validation-captcha"
        />
        <div className="modal__actions">
          <Button
            variant="secondary"
            onClick={() => void onSkip()}
            disabled={busy !== null || question.available_questions_count <= 1}
            data-testid="double-validation-skip"
          >
            {t('double_validation.skip')}
          </Button>
          <Button type="submit" disabled={busy !== null} data-testid="double-validation-submit">
            {busy === 'submit' ? t('login.submitting') : t('double_validation.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
