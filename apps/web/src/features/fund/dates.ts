import { addDays, type DayRange, dayIn } from '../../lib/site-dates.ts';

/**
 * Calendar days of the records: the server filters by day in the site's time zone (America/Caracas, SPEC section 9),
 * so "today" and the presets are days there too, whatever the member's own clock says.
 */

export const DATE_PRESETS = ['today', 'yesterday', 'last7', 'last30'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** The days of a preset, counted back from today in the site's time zone; both ends included. */
export function presetRange(preset: DatePreset, now: Date = new Date()): DayRange {
  const today = dayIn(now);
  switch (preset) {
    case 'today':
      return { start: today, end: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { start: yesterday, end: yesterday };
    }
    case 'last7':
      return { start: addDays(today, -6), end: today };
    case 'last30':
      return { start: addDays(today, -29), end: today };
  }
}

/** The preset a range matches today, if any (to mark the active preset button). */
export function matchingPreset(range: DayRange, now: Date = new Date()): DatePreset | null {
  return (
    DATE_PRESETS.find((preset) => {
      const candidate = presetRange(preset, now);
      return candidate.start === range.start && candidate.end === range.end;
    }) ?? null
  );
}
