import { formatDate } from '@casino/browser/date-format.ts';
import type { MemberProfile } from '@casino/contract/calls/member-calls.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton.tsx';
import { memberProfileKeys, useMemberProfile } from '../api/member-profile.ts';
import { PasswordForm } from './password-form.tsx';
import './member-info.css';

type ProfileRow = { key: keyof MemberProfile; label: string; always?: boolean };

/** The member centre's info page: the profile, the login password and the withdraw password. */
export function MemberInfo() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const profile = useMemberProfile();

  const rows: ProfileRow[] = [
    { key: 'member_account', label: t('member.account'), always: true },
    { key: 'member_name', label: t('signup.label_member_name') },
    { key: 'member_currency', label: t('signup.label_member_currency'), always: true },
    { key: 'member_phone', label: t('signup.label_member_phone') },
    { key: 'member_email', label: t('signup.label_member_email') },
    { key: 'member_birthday', label: t('signup.label_member_birthday') },
    { key: 'new_identity_id', label: t('signup.label_identity_id') },
    { key: 'member_telegram', label: t('signup.label_member_telegram') },
    { key: 'member_whats_app', label: t('signup.label_member_whats_app') },
    { key: 'member_wechat', label: t('signup.label_member_wechat') },
    { key: 'member_qq', label: t('signup.label_member_qq') },
    { key: 'member_skype', label: t('signup.label_member_skype') },
    { key: 'member_fb', label: t('signup.label_member_fb') },
    { key: 'member_zalo', label: t('signup.label_member_zalo') },
    { key: 'member_line', label: t('member.line') },
    { key: 'member_others', label: t('signup.label_member_others') },
  ];

  return (
    <div className="member-info" data-testid="member-info">
      <section className="member-info__card" aria-labelledby="member-profile-title">
        <h2 id="member-profile-title" className="member-info__heading">
          {t('member.profile_title')}
        </h2>
        {profile.isPending ? (
          <LoadingRegion label={t('common.loading')} className="member-info__loading">
            {[1, 2, 3, 4].map((row) => (
              <Skeleton key={row} height="1.25rem" />
            ))}
          </LoadingRegion>
        ) : profile.isError ? (
          <ErrorMessage
            compact
            title={t('member.profile_failed')}
            message={errorText(profile.error)}
            retryLabel={t('common.retry')}
            onRetry={() => void profile.refetch()}
          />
        ) : (
          <dl className="member-info__profile" data-testid="member-profile">
            {rows
              .filter((row) => row.always || String(profile.data[row.key] ?? '') !== '')
              .map((row) => (
                <div key={row.key} className="member-info__row">
                  <dt>{row.label}</dt>
                  <dd data-field={row.key}>
                    {row.key === 'member_birthday'
                      ? formatDate(String(profile.data[row.key]), i18n.language)
                      : String(profile.data[row.key])}
                  </dd>
                </div>
              ))}
            <div className="member-info__row">
              <dt>{t('member.withdraw_password')}</dt>
              <dd data-field="is_withdraw_password">
                {profile.data.is_withdraw_password === 1
                  ? t('member.withdraw_password_set')
                  : t('member.withdraw_password_not_set')}
              </dd>
            </div>
          </dl>
        )}
      </section>
      <section className="member-info__card" aria-labelledby="member-password-title">
        <h2 id="member-password-title" className="member-info__heading">
          {t('member.password_title')}
        </h2>
        <PasswordForm kind="login" needsOld testIdPrefix="change-password" />
      </section>
      {profile.data ? (
        <section className="member-info__card" aria-labelledby="member-withdraw-title">
          <h2 id="member-withdraw-title" className="member-info__heading">
            {profile.data.is_withdraw_password === 1 ? t('member.change_withdraw_password') : t('member.set_withdraw_password')}
          </h2>
          <PasswordForm
            key={profile.data.is_withdraw_password}
            kind="withdraw"
            needsOld={profile.data.is_withdraw_password === 1}
            testIdPrefix="withdraw-password"
            onDone={() => void queryClient.invalidateQueries({ queryKey: memberProfileKeys.all })}
          />
        </section>
      ) : null}
    </div>
  );
}
