import { LIVE_TABLES } from '@casino/contract/house/live-calls.ts';
import type { LanguageCode } from '@casino/contract/languages.ts';
import { gameLanguage } from '../../../lib/i18n.ts';

export type LiveTableCode = (typeof LIVE_TABLES)[number];
/** The kind of table: what its board, stage and roads look like. */
export type LiveKind = 'baccarat' | 'dragon-tiger' | 'roulette';

/**
 * What the server hands the live table page in its shell (apps/server/src/live/live-routes.ts): the session, the table
 * and its name in the page's language; the state call then brings the round, the money, limits and rules.
 */
export type LivePageData = {
  session: string;
  language: LanguageCode;
  table: LiveTableCode;
  /** The table's name in the page's language. */
  name: string;
  lobbyUrl: string;
  demo: boolean;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const isTable = (value: unknown): value is LiveTableCode => (LIVE_TABLES as readonly unknown[]).includes(value);

/** The live page's start-up data; a table it does not know is the first table (the state call then refuses it). */
export function livePageData(value: unknown): LivePageData {
  const data = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    session: text(data.session),
    language: gameLanguage(data.language),
    table: isTable(data.table) ? data.table : LIVE_TABLES[0],
    name: text(data.name),
    lobbyUrl: text(data.lobbyUrl),
    demo: data.demo === true,
  };
}

export const kindOf = (table: LiveTableCode): LiveKind => table.replace('house-live-', '') as LiveKind;
