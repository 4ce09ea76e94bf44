import type { LanguageCode } from '@casino/contract/languages.ts';
import { gameLanguage } from '../../../lib/i18n.ts';

export type TableKind = 'blackjack' | 'sic_bo' | 'andar_bahar';
const KINDS: readonly string[] = ['blackjack', 'sic_bo', 'andar_bahar'];

/**
 * What the server hands the table games' page in its shell (apps/server/src/house/table-pages.ts tablePage): the
 * game's kind and name, the chips and the limit; the session call brings the balance, the pays and RTP of every bet,
 * and blackjack's hand in play.
 */
export type TablePageData = {
  session: string;
  language: LanguageCode;
  gameCode: string;
  kind: TableKind;
  /** The game's name in the page's language. */
  name: string;
  lobbyUrl: string;
  demo: boolean;
  currency: string;
  /** The chips offered, as the API writes amounts ("5.00"), lowest first. */
  chips: string[];
  /** The most one round may stake in all. */
  limit: string;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const texts = (value: unknown) => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []);

/** The page's start-up data; missing fields are empty, so the session call's refusal is what the page shows. */
export function tablePageData(value: unknown): TablePageData {
  const data = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    session: text(data.session),
    language: gameLanguage(data.language),
    gameCode: text(data.gameCode),
    kind: KINDS.includes(text(data.kind)) ? (text(data.kind) as TableKind) : 'blackjack',
    name: text(data.name),
    lobbyUrl: text(data.lobbyUrl),
    demo: data.demo === true,
    currency: text(data.currency),
    chips: texts(data.chips),
    limit: text(data.limit),
  };
}
