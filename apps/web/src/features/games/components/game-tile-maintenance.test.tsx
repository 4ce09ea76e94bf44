import { formatDateTime } from '@casino/browser/date-format.ts';
import type { ProviderEntry } from '@casino/contract/calls/game-calls.ts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { providerFixture } from '../../../test/fixtures.ts';
import { gameEntryFixture } from '../../../test/game-fixtures.ts';
import { GameTile } from './game-tile.tsx';
import { HallProviderGrid } from './hall-provider-grid.tsx';

const NOW = Date.parse('2026-11-29T12:00:00Z');
const HOUR = 3_600_000;
const windowAt = (fromHours: number, toHours: number) => ({
  start_at: new Date(NOW + fromHours * HOUR).toISOString(),
  end_at: new Date(NOW + toHours * HOUR).toISOString(),
});

describe('a game tile of a provider in maintenance', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('says maintenance over greyed art, describes its buttons by it, and still hands the window to the page', () => {
    const onPlay = vi.fn();
    const game = gameEntryFixture({ maintenance: windowAt(-1, 2) });
    render(<GameTile game={game} onPlay={onPlay} onDemo={() => undefined} />);
    const tile = screen.getByTestId('game-tile');
    const badge = screen.getByTestId('maintenance-badge');
    expect(badge.dataset.phase).toBe('now');
    expect(badge.textContent).toContain('games_ui.maintenance.now');
    expect(badge.textContent).toContain('games_ui.maintenance.until');
    expect(tile.classList.contains('is-in-maintenance')).toBe(true);
    expect(screen.getByTestId('game-play').getAttribute('aria-describedby')).toBe(badge.id);
    expect(screen.getByTestId('game-demo').getAttribute('aria-describedby')).toBe(badge.id);
    fireEvent.click(screen.getByTestId('game-play'));
    expect(onPlay).toHaveBeenCalledWith(expect.objectContaining({ gameCode: game.game_code, maintenance: game.maintenance }));
  });

  it('tells a planned window without greying the art, and turns to "now" when the window starts', () => {
    render(<GameTile game={gameEntryFixture({ maintenance: windowAt(1, 3) })} onPlay={() => undefined} />);
    const badge = screen.getByTestId('maintenance-badge');
    expect(badge.dataset.phase).toBe('planned');
    expect(badge.textContent).toContain('games_ui.maintenance.planned');
    expect(screen.getByTestId('game-tile').classList.contains('is-in-maintenance')).toBe(false);
    act(() => {
      vi.advanceTimersByTime(HOUR + 1000);
    });
    expect(screen.getByTestId('maintenance-badge').dataset.phase).toBe('now');
    expect(screen.getByTestId('game-tile').classList.contains('is-in-maintenance')).toBe(true);
    act(() => {
      vi.advanceTimersByTime(2 * HOUR);
    });
    expect(screen.queryByTestId('maintenance-badge')).toBeNull();
  });

  it('shows nothing for a window that has ended or no window at all', () => {
    render(
      <>
        <GameTile game={gameEntryFixture({ id: 1, game_id: 1, maintenance: windowAt(-3, -1) })} onPlay={() => undefined} />
        <GameTile game={gameEntryFixture({ id: 2, game_id: 2, maintenance: null })} onPlay={() => undefined} />
        <GameTile game={gameEntryFixture({ id: 3, game_id: 3 })} onPlay={() => undefined} />
      </>,
    );
    expect(screen.queryAllByTestId('maintenance-badge')).toEqual([]);
    for (const tile of screen.getAllByTestId('game-tile')) expect(tile.classList.contains('is-in-maintenance')).toBe(false);
  });
});

describe('a hall provider card of a provider in maintenance', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('carries the badge and hands the window with its lobby launch', () => {
    const onPlay = vi.fn();
    const provider: ProviderEntry = { ...providerFixture(), customized: true, maintenance: windowAt(-1, 1) };
    render(
      <MemoryRouter>
        <HallProviderGrid providers={[provider]} gtId={3} label="Providers" linkFor={() => null} onPlay={onPlay} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('maintenance-badge').dataset.phase).toBe('now');
    expect(screen.getByTestId('hall-provider').classList.contains('is-in-maintenance')).toBe(true);
    fireEvent.click(screen.getByRole('button'));
    expect(onPlay).toHaveBeenCalledWith(expect.objectContaining({ gpId: provider.gp_id, maintenance: provider.maintenance }));
  });
});

describe("the maintenance badge in the player's language", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    ['en_US', 'Maintenance', 'Until', 'Maintenance from'],
    ['th_TH', 'ปิดปรับปรุง', 'ถึง', 'ปิดปรับปรุงตั้งแต่'],
    ['zh_CN', '维护中', '维护至', '起维护'],
  ])("%s: says maintenance and its end in the site's date format", async (language, now, until, planned) => {
    const i18n = await createI18n(language as 'en_US');
    const inForce = windowAt(-1, 2);
    const later = windowAt(5, 6);
    render(
      <I18nextProvider i18n={i18n}>
        <GameTile game={gameEntryFixture({ id: 1, game_id: 1, maintenance: inForce })} onPlay={() => undefined} />
        <GameTile game={gameEntryFixture({ id: 2, game_id: 2, maintenance: later })} onPlay={() => undefined} />
      </I18nextProvider>,
    );
    const [current, coming] = screen.getAllByTestId('maintenance-badge');
    const time = (value: string) => formatDateTime(value, language, { seconds: false });
    expect(current?.textContent).toContain(now);
    expect(current?.textContent).toContain(until);
    expect(current?.textContent).toContain(time(inForce.end_at));
    expect(coming?.textContent).toContain(planned);
    expect(coming?.textContent).toContain(time(later.start_at));
    expect(coming?.textContent).toContain(time(later.end_at));
    // A screen reader hears the badge with the play button.
    expect(screen.getAllByTestId('game-play')[0]?.getAttribute('aria-describedby')).toBe(current?.id);
  });
});
