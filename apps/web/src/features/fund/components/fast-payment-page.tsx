import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { DepositPanel } from './deposit-page.tsx';
import './fast-payment-page.css';

/**
 * The fast deposit window (/fastPayment, a sized pop-up on desktop): the deposit flow of the member centre in one
 * compact column.
 */
export function FastPaymentPage() {
  const { t } = useTranslation();
  const title = t('pages.fastPayment');
  useDocumentTitle(title);
  return (
    <section className="fast-payment" data-testid="fast-payment-page" aria-labelledby="fast-payment-title">
      <h1 id="fast-payment-title" className="fast-payment__title">
        {title}
      </h1>
      <DepositPanel compact />
    </section>
  );
}
