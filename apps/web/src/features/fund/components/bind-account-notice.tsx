import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../ui/button.tsx';

/** Where members bind a bank account (SPEC section 2, /user/BindAccount). */
export const BIND_ACCOUNT_PATH = '/user/BindAccount';
/** Where members set their withdraw password (SPEC section 2, /user/Info). */
export const MEMBER_INFO_PATH = '/user/Info';

/** A notice in place of a form, with the one link that resolves it. */
export function FundNotice({
  message,
  linkTo,
  linkLabel,
  testId,
}: {
  message: string;
  linkTo: string;
  linkLabel: string;
  testId: string;
}) {
  return (
    <div className="fund-notice" data-testid={testId}>
      <p>{message}</p>
      <Link to={linkTo} className={buttonClassName('primary', 'sm')}>
        {linkLabel}
      </Link>
    </div>
  );
}

/** The notice of a member who must bind a bank account first. */
export function BindAccountNotice({ message, testId }: { message: string; testId: string }) {
  const { t } = useTranslation();
  return <FundNotice message={message} linkTo={BIND_ACCOUNT_PATH} linkLabel={t('fund.bind_link')} testId={testId} />;
}
