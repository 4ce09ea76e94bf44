import { BULLETIN_LOCATION, type BulletinItem, DISPLAY_FREQUENCY } from '@casino/contract/calls/content-calls.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { LayoutMode } from '../../../lib/layout-mode.ts';
import { classifyLink } from '../../../lib/links.ts';
import { useSession, useSignInOffer } from '../../../lib/session.ts';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { useAuthModal } from '../../auth/auth-modals.ts';
import { type BulletinLocation, useBulletins, useHideBulletins } from '../api/bulletins.ts';
import { useRequestDevice } from '../hooks/use-request-device.ts';
import { forDevice, readCloseTime, shouldShowPopUp, writeCloseTime } from '../pop-up-rules.ts';
import { ServerHtml } from './server-html.tsx';
import './pop-up-discount.css';

const DEPOSIT_PATHS: ReadonlySet<string> = new Set(['/user/Deposit', '/user/Fund/Deposit']);

/** Which notices a page shows: the home page (1 visitors, 2 members) and the member's deposit page (3). */
export function bulletinLocationFor(pathname: string, loggedIn: boolean): BulletinLocation | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return loggedIn ? BULLETIN_LOCATION.memberHome : BULLETIN_LOCATION.visitorHome;
  if (loggedIn && DEPOSIT_PATHS.has(path)) return BULLETIN_LOCATION.memberDeposit;
  return null;
}

function NoticePicture({ item, onFollow }: { item: BulletinItem; onFollow: () => void }) {
  const picture = <img className="pop-up-discount__picture" src={item.image} alt={item.title} loading="lazy" />;
  const target = classifyLink(item.link_url);
  if (target.kind === 'internal') {
    return (
      <Link to={target.to} onClick={onFollow} className="pop-up-discount__picture-link">
        {picture}
      </Link>
    );
  }
  if (target.kind === 'external') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" className="pop-up-discount__picture-link">
        {picture}
      </a>
    );
  }
  return picture;
}

/**
 * The pop-up discount modal (SPEC sections 2 and 4): the site's notices for the home page and, for members, the
 * deposit page, one at a time. Whether it shows follows shouldShowPopUp; closing stores the close time for this
 * browser session, and with display_frequency 0 a member's close also hides the notices on the server.
 */
export function PopUpDiscount({ mode }: { mode: LayoutMode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();
  const loggedIn = session !== null;
  const location = bulletinLocationFor(pathname, loggedIn);
  const device = useRequestDevice(mode);
  const bulletins = useBulletins(location, device);
  const hide = useHideBulletins();
  const authModal = useAuthModal();
  // A sign-in handed over in the address is asked about first (decision 44); the notices follow its answer.
  const signInOffer = useSignInOffer();
  const [closeTime, setCloseTime] = useState(() => readCloseTime());
  const [cancelledAt, setCancelledAt] = useState<number | null>(null);
  const [index, setIndex] = useState(0);

  const items = forDevice(bulletins.data?.list ?? [], device);
  const show =
    signInOffer === null &&
    location !== null &&
    shouldShowPopUp({
      items,
      loggedIn,
      closeTime,
      cancelledAt,
      loginModalOpen: authModal !== null,
      onDepositPage: location === BULLETIN_LOCATION.memberDeposit,
    });
  if (!show) return null;

  const current = items[Math.min(index, items.length - 1)] as BulletinItem;
  const close = () => {
    const now = Date.now();
    writeCloseTime(now);
    setCloseTime(now);
    setCancelledAt(now);
    setIndex(0);
    if (
      loggedIn &&
      location !== BULLETIN_LOCATION.visitorHome &&
      bulletins.data?.setting.display_frequency === DISPLAY_FREQUENCY.untilHidden
    ) {
      hide.mutate({ device, location });
    }
  };

  return (
    <Modal
      title={current.title || t('content.popup_title')}
      onClose={close}
      closeLabel={t('common.close')}
      size="md"
      testId="pop-up-discount"
      className="pop-up-discount"
    >
      <article className="pop-up-discount__item" data-testid="pop-up-discount-item" data-id={current.id}>
        {current.display_content === 2 && current.image ? <NoticePicture item={current} onFollow={close} /> : null}
        {current.content ? <ServerHtml html={current.content} className="pop-up-discount__content" /> : null}
      </article>
      <div className="pop-up-discount__footer">
        {items.length > 1 ? (
          <div className="pop-up-discount__pager">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setIndex((i) => (i - 1 + items.length) % items.length)}
              aria-label={t('content.previous_notice')}
            >
              ‹
            </Button>
            <span className="pop-up-discount__count" aria-live="polite">
              {t('content.notice_count', { current: items.indexOf(current) + 1, total: items.length })}
            </span>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setIndex((i) => (i + 1) % items.length)}
              aria-label={t('content.next_notice')}
            >
              ›
            </Button>
          </div>
        ) : null}
        <Button variant="primary" size="md" onClick={close} data-testid="pop-up-discount-close">
          {t('content.popup_close')}
        </Button>
      </div>
    </Modal>
  );
}
