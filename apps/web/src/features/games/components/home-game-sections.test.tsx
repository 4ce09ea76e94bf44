import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameApiHandlers } from '../../../test/game-fixtures.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { installSiteApi } from '../../../test/site-api.ts';
import { HomeGameSections } from './home-game-sections.tsx';

const actions = { onPlay: vi.fn(), requireMember: () => false };

describe('HomeGameSections', () => {
  afterEach(() => vi.unstubAllGlobals());

  // First in the file: the page has not been idle yet, so the deferred row is still waiting when the render returns.
  it('on a phone draws the new slots, below the fold, after the first paint, in a box reserved for them', async () => {
    installSiteApi(gameApiHandlers());
    await renderWithProviders(<HomeGameSections mode="mobile" {...actions} />);
    expect(screen.getByTestId('home-hot-games')).toBeTruthy();
    expect(screen.queryByTestId('home-new-games')).toBeNull();
    expect(screen.getByTestId('after-first-paint').style.minHeight).toBe('15.5rem');
    const fresh = await screen.findByTestId('home-new-games');
    await waitFor(() => expect(within(fresh).queryAllByTestId('game-tile')).not.toHaveLength(0));
    expect(screen.queryByTestId('after-first-paint')).toBeNull();
  });

  it('on a desktop draws both rows in the same render', async () => {
    installSiteApi(gameApiHandlers());
    await renderWithProviders(<HomeGameSections mode="desktop" {...actions} />);
    expect(screen.getByTestId('home-hot-games')).toBeTruthy();
    expect(screen.getByTestId('home-new-games')).toBeTruthy();
    expect(screen.queryByTestId('after-first-paint')).toBeNull();
  });
});
