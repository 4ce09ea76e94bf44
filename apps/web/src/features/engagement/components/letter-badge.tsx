import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMemberLinkClick } from '../../../lib/member-windows.ts';
import { useSession } from '../../../lib/session.ts';
import { useUnreadLetters } from '../api/letters.ts';
import './engagement.css';

export const LETTERS_PATH = '/user/InfoCenter/Letter';

/** SPEC section 9: numeric badges stop at 99. */
export function badgeText(count: number, max = 99): string {
  return count > max ? `${max}+` : String(count);
}

function EnvelopeIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.35em"
      height="1.35em"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </svg>
  );
}

/** The header's letters link with the unread count, which the letter events keep current. */
export function LetterBadge() {
  const { t } = useTranslation();
  const session = useSession();
  const unread = useUnreadLetters();
  const onClick = useMemberLinkClick(LETTERS_PATH);
  if (!session) return null;
  const label = unread > 0 ? t('engagement.letters_unread', { n: unread }) : t('engagement.letters');
  return (
    <Link
      to={LETTERS_PATH}
      onClick={onClick}
      className="letter-badge"
      aria-label={label}
      title={label}
      data-testid="letter-badge"
    >
      <EnvelopeIcon />
      {unread > 0 ? (
        <span className="letter-badge__count" data-testid="letter-unread" aria-hidden="true">
          {badgeText(unread)}
        </span>
      ) : null}
    </Link>
  );
}
