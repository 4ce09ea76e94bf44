import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { useMoneyFormat } from '../../../lib/money-format.ts';
import { CopyButton } from '../../../ui/copy-button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { ShareCard, ShareUrl } from '../../../ui/share-card.tsx';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton.tsx';
import { useRecommendProject } from '../api/invites.ts';
import './invites.css';

/** The invite link: the site's home with ?invite=, which the register form reads into its introducer (SPEC section 4). */
export function inviteLink(origin: string, code: string): string {
  return `${origin}/?invite=${encodeURIComponent(code)}`;
}

/**
 * RecommendProject (/user/RecommendAward/RecommendProject): the member's invite code and link with a QR code, the
 * programme's condition, window, rewards and caps per inviter in the member's currency, and what the invites brought so far.
 */
export function RecommendProject() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const money = useMoneyFormat();
  const query = useRecommendProject();
  if (query.isPending) {
    return (
      <LoadingRegion label={t('common.loading')} className="invites-loading">
        <Skeleton height="12rem" radius="var(--radius-lg)" />
      </LoadingRegion>
    );
  }
  if (query.isError) {
    return (
      <ErrorMessage
        title={t('invites.failed')}
        message={errorText(query.error)}
        retryLabel={t('common.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { recommend_code, programme, currency, friends, rewarded_friends, earned } = query.data;
  const link = inviteLink(window.location.origin, recommend_code);
  const shown = (amount: string) => money(amount, currency);
  return (
    <div className="invites" data-testid="recommend-project">
      {programme ? (
        <section className="invites-card" aria-labelledby="invites-rules">
          <h2 id="invites-rules" className="invites-card__title">
            {t('invites.rules_title')}
          </h2>
          <p data-testid="invites-condition">
            {t('invites.rule_condition', {
              deposit: shown(programme.min_first_deposit),
              bets: shown(programme.min_valid_bet),
            })}
          </p>
          <p data-testid="invites-window">{t('invites.rule_window', { days: programme.qualify_within_days })}</p>
          <p data-testid="invites-reward">{t('invites.rule_reward', { reward: shown(programme.inviter_reward) })}</p>
          {programme.friend_reward !== '0.00' && Number(programme.friend_reward) > 0 ? (
            <p>{t('invites.rule_friend_reward', { reward: shown(programme.friend_reward) })}</p>
          ) : null}
          {programme.max_rewarded_friends !== null ? (
            <p data-testid="invites-cap-friends">{t('invites.rule_cap_friends', { friends: programme.max_rewarded_friends })}</p>
          ) : null}
          {programme.max_inviter_reward_total !== null ? (
            <p data-testid="invites-cap-total">
              {t('invites.rule_cap_total', { total: shown(programme.max_inviter_reward_total) })}
            </p>
          ) : null}
        </section>
      ) : (
        <p className="invites-note" data-testid="invites-closed">
          {t('invites.closed')}
        </p>
      )}
      <ShareCard as="section" className="invites-card" url={link} qrLabel={t('invites.qr', { url: link })} testId="invite">
        <h2 className="invites-card__title">{t('invites.code_title')}</h2>
        <p className="invites-code" data-testid="invite-code">
          {recommend_code}
        </p>
        <ShareUrl url={link} testId="invite-link" />
        <div className="invites-share__actions">
          <CopyButton
            value={recommend_code}
            label={t('invites.code_title')}
            text={t('invites.copy_code')}
            testId="invite-code-copy"
          />
          <CopyButton value={link} label={t('invites.link_title')} text={t('invites.copy_link')} testId="invite-link-copy" />
        </div>
      </ShareCard>
      <dl className="invites-figures">
        <div>
          <dt>{t('invites.friends')}</dt>
          <dd data-testid="invites-friends">{friends}</dd>
        </div>
        <div>
          <dt>{t('invites.rewarded_friends')}</dt>
          <dd data-testid="invites-rewarded">{rewarded_friends}</dd>
        </div>
        <div>
          <dt>{t('invites.earned')}</dt>
          <dd data-testid="invites-earned">{shown(earned)}</dd>
        </div>
      </dl>
    </div>
  );
}
