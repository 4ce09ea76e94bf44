import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteDetail } from '../../features/site/api/site-detail.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useErrorText } from '../../lib/error-text.ts';
import { siteTitleFor, useRuntimeConfig } from '../../lib/runtime-config.ts';
import { isAbsoluteUrl, safeUrl } from '../../lib/safe-url.ts';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { HeadsetIcon } from '../../ui/icons.tsx';
import { LoadingRegion, Skeleton } from '../../ui/skeleton.tsx';
import './support-page.css';

type Contact = { key: string; label: string; value: string; href: string; external?: boolean };

/** A phone number as a tel: address: digits and a leading plus only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * /support: how to reach the site's support (its email, phone and, when the operator runs one elsewhere, its live
 * chat), from the site detail. The demo's customer-service links point here; an operator sets the real link and
 * contact details of the site.
 */
export function SupportPage() {
  const { t, i18n } = useTranslation();
  const config = useRuntimeConfig();
  const detail = useSiteDetail();
  const errorText = useErrorText();
  const title = t('pages.support');
  useDocumentTitle(title);

  let body: ReactNode;
  if (detail.isPending) {
    body = (
      <LoadingRegion label={t('common.loading')} className="support-page__contacts">
        {[0, 1].map((i) => (
          <Skeleton key={i} height="4.5rem" radius="var(--radius-lg)" />
        ))}
      </LoadingRegion>
    );
  } else if (detail.isError) {
    body = (
      <ErrorMessage
        title={t('support.load_failed')}
        message={errorText(detail.error)}
        retryLabel={t('common.retry')}
        onRetry={() => void detail.refetch()}
      />
    );
  } else {
    const { support_email: email, support_phone: phone, customer_service_link: link } = detail.data;
    const chat = safeUrl(link);
    const contacts: Contact[] = [];
    if (email) contacts.push({ key: 'email', label: t('support.email'), value: email, href: `mailto:${email}` });
    if (phone) contacts.push({ key: 'phone', label: t('support.phone'), value: phone, href: telHref(phone) });
    // The customer-service link may be this page itself; only a service elsewhere is listed.
    if (chat && isAbsoluteUrl(chat)) {
      contacts.push({ key: 'chat', label: t('support.chat'), value: t('support.chat_action'), href: chat, external: true });
    }
    body =
      contacts.length > 0 ? (
        <>
          <ul className="support-page__contacts" aria-label={t('support.contacts_label')}>
            {contacts.map((contact) => (
              <li key={contact.key} className="support-page__contact" data-testid={`support-${contact.key}`}>
                <span className="support-page__label">{contact.label}</span>
                <a
                  className="support-page__value"
                  href={contact.href}
                  {...(contact.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {contact.value}
                </a>
              </li>
            ))}
          </ul>
          <p className="support-page__note">{t('support.include_account')}</p>
        </>
      ) : (
        <p className="support-page__note" data-testid="support-none">
          {t('support.none')}
        </p>
      );
  }

  return (
    <section className="support-page page-container" data-testid="support-page" aria-labelledby="support-page-title">
      <div className="support-page__badge" aria-hidden="true">
        <HeadsetIcon size="2rem" />
      </div>
      <h1 id="support-page-title" className="support-page__title">
        {title}
      </h1>
      <p className="support-page__intro">{t('support.intro', { site: siteTitleFor(config, i18n.language) })}</p>
      {body}
    </section>
  );
}
