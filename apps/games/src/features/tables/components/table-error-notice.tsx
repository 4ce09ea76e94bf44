import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../../ui/error-notice.tsx';

/** Refusals the tables say in their own words: blackjack's, and a dropped connection (the round is kept). */
const OWN_WORDS = new Set(['hand_in_play', 'invalid_action', 'network']);

/** Why the last call failed, as an alert: the tables' own words where they have them, else the house pages'. */
export function TableErrorNotice({ code }: { code: string | null }) {
  const { t } = useTranslation();
  if (code === null || !OWN_WORDS.has(code)) return <ErrorNotice code={code} />;
  return (
    <div className="error" id="error" role="alert" data-testid="house-error">
      {t(`tables.${code}`)}
    </div>
  );
}
