/** An address on this site, or null: never another site's (an open redirect) nor a script address. */
export function sameSiteUrl(url: string | null | undefined, here: Location = location): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, here.href);
    return parsed.origin === here.origin ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * Back to the lobby the launch named (an address on this site only, in the window that framed the game), else the
 * window or page the game was opened from.
 */
export function goLobby(url: string | null | undefined) {
  const target = sameSiteUrl(url);
  if (target) {
    try {
      (window.top ?? window).location.href = target;
    } catch {
      location.href = target;
    }
    return;
  }
  if (window.opener) window.close();
  else history.back();
}
