import { createStore, useStore } from '../../lib/create-store.ts';

/** The event Chromium browsers raise when the site may be installed (not in the DOM typings). */
export type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
};

export type InstallState = {
  /** The browser's install offer, kept until the visitor uses it; null when the browser made none. */
  offer: BeforeInstallPromptEvent | null;
  /** The site was installed in this visit. */
  installed: boolean;
};

export const installState = createStore<InstallState>({ offer: null, installed: false });

let listening = false;

/**
 * Keeps the browser's install offer for the app page's own button instead of the browser's mini bar. Called once at
 * start, because the offer comes early and only once per page.
 */
export function listenForInstallOffer(win: Window = window): void {
  if (listening) return;
  listening = true;
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installState.set({ ...installState.get(), offer: event as BeforeInstallPromptEvent });
  });
  win.addEventListener('appinstalled', () => installState.set({ offer: null, installed: true }));
}

/** Shows the browser's install dialog; the offer is spent either way. Returns whether the visitor accepted. */
export async function promptInstall(): Promise<boolean> {
  const { offer } = installState.get();
  if (!offer) return false;
  installState.set({ ...installState.get(), offer: null });
  await offer.prompt();
  const choice = await offer.userChoice;
  if (choice.outcome === 'accepted') installState.set({ offer: null, installed: true });
  return choice.outcome === 'accepted';
}

export function useInstallState(): InstallState {
  return useStore(installState);
}
