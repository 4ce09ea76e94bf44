import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allMessagesLoaded } from '../../../lib/i18n.ts';
import {
  dropSignInOffer,
  getSession,
  type MemberSession,
  type SignInOffer,
  useSession,
  useSignInOffer,
} from '../../../lib/session.ts';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { checkOfferedToken } from '../api/offered-sign-in.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';

/**
 * A sign-in handed over in an address (decision 44) is checked with the server, then: the member already signed in
 * here keeps their session; anyone else is asked first, naming the account the server found, with "stay" or
 * "cancel" focused so that Enter or Escape changes nothing. Only a third-party sign-in this browser started signs a
 * visitor in without asking.
 */
export function SignInOfferDialog() {
  const offer = useSignInOffer();
  if (!offer) return null;
  return <OfferedSignIn key={offer.session.token} offer={offer} />;
}

function OfferedSignIn({ offer }: { offer: SignInOffer }) {
  const { t } = useTranslation();
  const completeLogin = useCompleteLogin();
  const current = useSession();
  const [member, setMember] = useState<MemberSession | null>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const context = useRef({ t, completeLogin });
  context.current = { t, completeLogin };

  useEffect(() => {
    const controller = new AbortController();
    // The dialog's words are not among the first paint's messages: it also waits for the rest, fetched right after.
    Promise.all([checkOfferedToken(offer.session.token, controller.signal), allMessagesLoaded()]).then(
      ([checked]) => {
        if (controller.signal.aborted) return;
        const signedIn = getSession();
        if (signedIn?.memberId === checked.memberId) {
          dropSignInOffer();
        } else if (!signedIn && offer.startedHere) {
          dropSignInOffer();
          context.current.completeLogin(loginResultOf(checked));
        } else {
          setMember(checked);
        }
      },
      () => {
        if (controller.signal.aborted) return;
        dropSignInOffer();
        void allMessagesLoaded().then(() => showToast(context.current.t('sign_in_offer.invalid'), { tone: 'error' }));
      },
    );
    return () => controller.abort();
  }, [offer]);

  if (!member) return null;
  const accept = () => {
    dropSignInOffer();
    completeLogin(loginResultOf(member));
  };
  return (
    <Modal
      title={t('sign_in_offer.title')}
      onClose={dropSignInOffer}
      closeLabel={t('common.close')}
      size="sm"
      role="alertdialog"
      testId="sign-in-offer"
      description={
        current
          ? t('sign_in_offer.switch', { current: current.account, account: member.account })
          : t('sign_in_offer.visitor', { account: member.account })
      }
      initialFocus={keep}
    >
      <div className="modal__actions">
        <Button ref={keep} variant="secondary" onClick={dropSignInOffer} data-testid="sign-in-offer-keep">
          {current ? t('sign_in_offer.stay', { account: current.account }) : t('common.cancel')}
        </Button>
        <Button onClick={accept} data-testid="sign-in-offer-accept">
          {t('sign_in_offer.accept', { account: member.account })}
        </Button>
      </div>
    </Modal>
  );
}

function loginResultOf(member: MemberSession) {
  return {
    token: member.token,
    member_id: member.memberId,
    member_account: member.account,
    member_currency: member.currency,
    member_login_id: '',
  };
}
