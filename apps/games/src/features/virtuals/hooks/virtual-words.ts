import type { TFunction } from 'i18next';
import { sideOf, type VirtualSides } from '../api/virtual-calls.ts';
import type { VirtualLeague } from '../api/virtual-page-data.ts';

/**
 * The page's names of things: events, markets, selections and results, in the page's language. Team and rooster
 * names are proper names and stay as they are.
 */
export type VirtualWords = ReturnType<typeof virtualWords>;

export function virtualWords(t: TFunction, league: VirtualLeague) {
  const football = league === 'football';
  const word = (key: string, fallback = key) => {
    const text = t(`virtuals.${key}`, { defaultValue: '' });
    return typeof text === 'string' && text !== '' ? text : fallback;
  };
  /** Event numbers count from the schedule's epoch; the last four digits tell neighbouring events apart. */
  const eventName = (n: number) =>
    t(football ? 'virtuals.matchNo' : 'virtuals.fightNo', { n: String(n % 10000).padStart(4, '0') });
  const marketName = (id: string) => word(`m${id}`, id);
  const selectionName = (market: string, id: string, sides: VirtualSides) => {
    const side = sideOf(sides, id);
    if (side && id !== 'draw' && (!football || market === '1x2')) return `${word(id)} · ${side.name}`;
    if (market === 'cs' && /^\d-\d$/.test(id)) return id.replace('-', '–');
    return word(id);
  };
  const resultText = (sides: VirtualSides, key: string) => {
    if ('home' in sides) {
      const [home, away] = key.split('-');
      return `${sides.home.code} ${home}–${away} ${sides.away.code}`;
    }
    const side = sideOf(sides, key);
    return key === 'draw' || !side ? word('draw') : `${word(key)} · ${side.name}`;
  };
  return { football, word, eventName, marketName, selectionName, resultText };
}

/** A countdown as m:ss, never below 0:00. */
export function countdown(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Stake times the price on the slip, in whole hundredths: exactly what a win pays (the bet keeps this price). */
export function slipReturns(stake: string, odds: string): string {
  const hundredths = Math.round(Number(stake) * 100) * Math.round(Number(odds) * 100);
  return (hundredths / 10_000).toFixed(2);
}
