import { useTranslation } from 'react-i18next';
import { ERROR_PAGE_CODES, type ErrorPageCode } from '../api/error-page-data.ts';

/** The message of a game session that cannot be played; an unknown code reads as an invalid session. */
export function ErrorMessage({ code }: { code: ErrorPageCode | string }) {
  const { t } = useTranslation();
  const known = (ERROR_PAGE_CODES as readonly string[]).includes(code) ? code : 'invalid_session';
  return (
    <div className="error-box" role="alert" data-testid="house-error">
      {t(`error_page.${known}`)}
    </div>
  );
}
