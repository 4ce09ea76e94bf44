import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useWithdrawOnlySession } from '../hooks/use-withdraw-only-session.ts';
import { WithdrawOnlySections } from './withdraw-only-sections.tsx';
import { WithdrawWindowClosed } from './withdraw-window-closed.tsx';
import '../../fund/components/fund.css';
import '../../fund/components/withdrawal-page.css';
import './withdraw-only-page.css';

/**
 * /user/WithdrawOnly: a member refused at login for a break or self-exclusion withdraws their balance with the
 * withdraw-only token of the refusal (docs/decisions/0079). The site stays signed out: the token never becomes its
 * session, and only this page's calls carry it.
 */
export function WithdrawOnlyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('withdraw_only.title'));
  const { session, finish, finishing } = useWithdrawOnlySession();

  return (
    <section className="withdraw-only page-container fund" aria-labelledby="withdraw-only-title" data-testid="withdraw-only-page">
      <h1 id="withdraw-only-title" className="withdraw-only__title">
        {t('withdraw_only.title')}
      </h1>
      {session === null ? (
        <WithdrawWindowClosed />
      ) : (
        <>
          <p className="withdraw-only__intro">{t('withdraw_only.intro')}</p>
          <WithdrawOnlySections session={session} onFinish={() => void finish()} finishing={finishing} />
        </>
      )}
    </section>
  );
}
