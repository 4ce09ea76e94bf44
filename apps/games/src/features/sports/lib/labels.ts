import type { TFunction } from 'i18next';
import { awayLine, homeLine } from './odds.ts';

type Market = { type: string; line: string | null; innings: number | null };

/** A market's name: its type, the innings where it has one, and its line for the totals. */
export function marketName(t: TFunction, market: Market): string {
  const name = t(`sports.market.${market.type}`);
  const innings = market.innings === null ? '' : ` · ${t('sports.innings', { n: market.innings })}`;
  const line = market.line === null ? '' : market.type === 'asian_handicap' ? ` ${homeLine(market.line)}` : ` ${market.line}`;
  return `${name}${innings}${line}`;
}

const NAMED_KEYS = new Set(['home', 'draw', 'away', 'over', 'under', 'yes', 'no', 'other']);

/** The teams, where a selection is better named by its side's team than by "home" or "away". */
export type Teams = { home: string; away: string };

/**
 * A selection's name with its line where it has one ("Home -0.25", "Over 2.50", "2-1", "Other"); with `teams`, a side
 * is named by its team ("Kerala Tuskers -0.25").
 */
export function selectionName(t: TFunction, market: Market, key: string, teams?: Teams): string {
  const team = teams && (key === 'home' || key === 'away') && market.type !== 'both_teams_to_score' ? teams[key] : null;
  const name = team ?? (NAMED_KEYS.has(key) ? t(`sports.selection.${key}`) : key);
  if (market.line === null) return name;
  if (market.type === 'asian_handicap') return `${name} ${key === 'away' ? awayLine(market.line) : homeLine(market.line)}`;
  if (market.type === 'over_under' || market.type === 'innings_runs') return `${name} ${market.line}`;
  return name;
}

/** A line without its trailing zeros ("217.50" is "217.5", "3.00" is "3"), as a row's narrow buttons show it. */
export const shortLine = (line: string) => line.replace(/\.?0+$/, '').replace(/^([+-]?)$/, '$10') || '0';

/** The short label an odds button shows in a row: 1 X 2 for results, the line for handicaps and totals. */
export function shortPick(t: TFunction, market: Market, key: string): string {
  if (market.type === '1x2' || market.type === 'match_winner') return key === 'home' ? '1' : key === 'away' ? '2' : 'X';
  if (market.type === 'asian_handicap' && market.line !== null)
    return key === 'away' ? awayLine(market.line) : homeLine(market.line);
  if ((market.type === 'over_under' || market.type === 'innings_runs') && market.line !== null)
    return `${t(key === 'over' ? 'sports.overShort' : 'sports.underShort')} ${market.line}`;
  return selectionName(t, market, key);
}
