import { useTranslation } from 'react-i18next';
import { currencySymbol, useSiteCurrency } from '../../../lib/site-currency.ts';

/** The site currency with its symbol, for example "₹ INR". */
export function CurrencyDisplay() {
  const { t } = useTranslation();
  const currency = useSiteCurrency();
  return (
    <p className="currency-display" data-testid="currency-display">
      <span className="visually-hidden">{t('header.currency')}: </span>
      <span className="currency-display__symbol" aria-hidden="true">
        {currencySymbol(currency)}
      </span>
      <span className="currency-display__code">{currency}</span>
    </p>
  );
}
