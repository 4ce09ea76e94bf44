import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { CopyButton } from '../../../ui/copy-button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { ShareCard, ShareUrl } from '../../../ui/share-card.tsx';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton.tsx';
import { usePromotion } from '../api/promotion.ts';
import './agent-centre.css';

/** The agent's link: the site's home with ?id=, which the register form reads into its agent field (SPEC section 5). */
export function agentLink(origin: string, agentId: string): string {
  return `${origin}/?id=${encodeURIComponent(agentId)}`;
}

/** An agent domain opens the site as it is reached, on the protocol of the page the agent is on. */
export function domainLink(protocol: string, host: string): string {
  return `${protocol}//${host}/`;
}

/**
 * Promotion (/proxy/ProxyCenter/Promotion): the agent's link and domains, each with a QR code to print or share, a copy
 * button, and how many members it brought (all time and the last 30 days).
 */
export function AgentPromotion() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const query = usePromotion();
  if (query.isPending) {
    return (
      <LoadingRegion label={t('common.loading')} className="agent-loading">
        <Skeleton height="12rem" radius="var(--radius-lg)" />
      </LoadingRegion>
    );
  }
  if (query.isError) {
    return (
      <ErrorMessage
        title={t('agents.promotion_failed')}
        message={errorText(query.error)}
        retryLabel={t('common.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { agent_id, link, domains } = query.data;
  const linkUrl = agentLink(window.location.origin, agent_id);
  return (
    <div className="agent-promotion" data-testid="agent-promotion">
      <p className="agent-note">{t('agents.promotion_intro')}</p>
      <ul className="agent-promotion__list">
        <PromotionCard
          title={t('agents.promotion_link')}
          url={linkUrl}
          signUps={link}
          testId="promotion-link"
          note={t('agents.promotion_link_note')}
        />
        {domains.map((domain) => (
          <PromotionCard
            key={domain.host}
            title={t('agents.promotion_domain', { host: domain.host })}
            url={domainLink(window.location.protocol, domain.host)}
            signUps={domain}
            testId="promotion-domain"
            note={t('agents.promotion_domain_note', { currency: domain.currency })}
          />
        ))}
      </ul>
      {domains.length === 0 ? <p className="agent-note">{t('agents.promotion_no_domains')}</p> : null}
    </div>
  );
}

type SignUps = { sign_ups: number; sign_ups_30_days: number };

function PromotionCard({
  title,
  url,
  signUps,
  note,
  testId,
}: {
  title: string;
  url: string;
  signUps: SignUps;
  note: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <ShareCard as="li" className="agent-card" url={url} qrLabel={t('agents.promotion_qr', { url })} testId={testId}>
      <h3 className="agent-section-title">{title}</h3>
      <ShareUrl url={url} testId={`${testId}-url`} />
      <CopyButton value={url} label={title} testId={`${testId}-copy`} />
      <p className="agent-note">{note}</p>
      <dl className="agent-pairs agent-promotion__pairs">
        <div>
          <dt>{t('agents.promotion_sign_ups')}</dt>
          <dd data-testid={`${testId}-sign-ups`}>{signUps.sign_ups}</dd>
        </div>
        <div>
          <dt>{t('agents.promotion_sign_ups_30_days')}</dt>
          <dd data-testid={`${testId}-sign-ups-30`}>{signUps.sign_ups_30_days}</dd>
        </div>
      </dl>
    </ShareCard>
  );
}
