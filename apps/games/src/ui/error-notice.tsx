import { useTranslation } from 'react-i18next';
import { knownErrorCode } from '../lib/house-error-codes.ts';

/**
 * Why the last call failed, as an alert: a refusal's own words, or the connection's for a call that got no usable
 * answer (and for any code without words of its own). Hidden while nothing failed, but always in the page, so that a
 * screen reader hears it when it fills.
 */
export function ErrorNotice({ code }: { code: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="error" id="error" role="alert" data-testid="house-error" hidden={code === null}>
      {code === null ? '' : t(`error_page.${knownErrorCode(code, 'network')}`)}
    </div>
  );
}
