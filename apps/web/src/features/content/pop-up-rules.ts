import type { BulletinItem } from '@casino/contract/calls/content-calls.ts';
import type { RequestDevice } from './api/bulletins.ts';

/** Session key of SPEC section 3: when the pop-up discount was last closed in this browser session (ms). */
export const POP_UP_CLOSE_TIME_KEY = 'popUpDiscountModalCloseTime';

export function readCloseTime(storage: Pick<Storage, 'getItem'> | null = sessionStorageOrNull()): number | null {
  const raw = storage?.getItem(POP_UP_CLOSE_TIME_KEY);
  if (!raw) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function writeCloseTime(time: number, storage: Pick<Storage, 'setItem'> | null = sessionStorageOrNull()): void {
  try {
    storage?.setItem(POP_UP_CLOSE_TIME_KEY, String(time));
  } catch {
    // Storage refused: the close still holds for this page.
  }
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The notices for this screen: item display_device 0 every screen, 1 desktop only, 2 mobile web and app. */
export function forDevice(items: readonly BulletinItem[], device: RequestDevice): BulletinItem[] {
  return items.filter(
    (item) => item.display_device === 0 || (device === 1 ? item.display_device === 1 : item.display_device === 2),
  );
}

function newestUpdate(items: readonly BulletinItem[]): number {
  return items.reduce((newest, item) => Math.max(newest, Date.parse(item.updated_at) || 0), 0);
}

export type PopUpState = {
  /** Notices already filtered for the device. */
  items: readonly BulletinItem[];
  loggedIn: boolean;
  /** popUpDiscountModalCloseTime of this browser session, null when never closed. */
  closeTime: number | null;
  /** When it was closed on this page (the page's own cancel); null when not. */
  cancelledAt: number | null;
  loginModalOpen: boolean;
  /** The member's deposit page (location 3). */
  onDepositPage: boolean;
};

/**
 * SPEC section 4, "Pop-up discount": shown when the device-filtered list is non-empty and not closed this session.
 * A member: shown while no close time is stored, and always on the deposit page. A visitor: shown when the stored
 * close time is older than a notice's last change, no login dialog is open and it was not cancelled. A notice
 * changed after a close (or a cancel) counts as new.
 */
export function shouldShowPopUp(state: PopUpState): boolean {
  const { items, loggedIn, closeTime, cancelledAt, loginModalOpen, onDepositPage } = state;
  if (items.length === 0) return false;
  const newest = newestUpdate(items);
  if (cancelledAt !== null && newest <= cancelledAt) return false;
  if (loggedIn) return onDepositPage || closeTime === null;
  if (loginModalOpen) return false;
  return closeTime === null || newest > closeTime;
}
