/**
 * The messages the home page draws with (decision 36), as sections of a language file (`nav`) or paths inside one
 * (`wallet.refresh`, `games_ui.home`). A language's messages come in two chunks made from its one file at build time
 * (build/message-parts.ts): these, which start-up awaits, and the rest, fetched right after the first paint and
 * awaited by every page and dialog loaded on demand. first-paint-messages.test.tsx draws the home page (desktop and
 * phone, visitor and member) with these only and fails on any message it misses: a text added to the home page, or
 * to the header, footer and controllers around it, adds its path here.
 */
export const FIRST_PAINT_MESSAGES: readonly string[] = [
  'common',
  'errors',
  // A failed call's message on the home page is translated when the server sent a known key (lib/error-text.ts).
  'server_messages',
  'header',
  'language',
  'nav',
  'banner',
  'marquee',
  'jackpot',
  'game_type',
  'games',
  'game_hall',
  'ads',
  'float',
  'footer',
  'error_page',
  'toast',
  'auth',
  'session',
  'login_required',
  'play',
  // The home page's sports quick-bet frame (its loading line and title; its error comes after a failed check).
  'sports_iframe.loading',
  'sports_iframe.title',
  'wallet',
  'app_install.browser_alert_dismiss',
  'app_install.browser_alert_title',
  'app_install.offline_message',
  'app_install.offline_title',
  'content.next_notice',
  'content.notice_count',
  'content.popup_close',
  'content.popup_title',
  'content.previous_notice',
  'engagement.letter_arrived',
  'engagement.letters',
  'engagement.letters_unread',
  'engagement.red_envelope_open_label',
  'engagement.sign_in_title',
  'games_ui.home',
  'games_ui.tags',
  'games_ui.tile',
  'games_ui.maintenance',
  'games_ui.demo',
  'games_ui.favorite',
  'login.success',
  'member.forced_message',
  'member.forced_title',
];

type Tree = { [key: string]: string | Tree };

/** The node at a path, or undefined. */
function nodeAt(tree: Tree, parts: readonly string[]): string | Tree | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of parts) node = typeof node === 'object' && Object.hasOwn(node, part) ? node[part] : undefined;
  return node;
}

/** Splits messages into the paths given and the rest; a section the move leaves empty is left out. */
export function splitMessages(messages: Tree, paths: readonly string[]): { first: Tree; rest: Tree } {
  const first: Tree = {};
  const rest: Tree = structuredClone(messages);
  for (const path of paths) {
    const parts = path.split('.');
    const value = nodeAt(rest, parts);
    if (value === undefined) throw new Error(`first-paint message ${path} is not in the language file`);
    let into = first;
    for (const part of parts.slice(0, -1)) {
      if (typeof into[part] !== 'object') into[part] = {};
      into = into[part] as Tree;
    }
    into[parts.at(-1) as string] = value;
    for (let depth = parts.length; depth > 0; depth -= 1) {
      const parent = nodeAt(rest, parts.slice(0, depth - 1)) as Tree;
      const key = parts[depth - 1] as string;
      if (depth === parts.length || Object.keys(parent[key] as Tree).length === 0) delete parent[key];
    }
  }
  return { first, rest };
}
