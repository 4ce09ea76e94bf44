import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gameEntryFixture } from '../../../test/game-fixtures.ts';
import { GameGrid, GameTile } from './game-tile.tsx';

describe('GameGrid', () => {
  it('fetches the pictures of its first six tiles at once and leaves the rest until they near the screen', () => {
    const games = Array.from({ length: 9 }, (_, i) =>
      gameEntryFixture({ id: i + 1, game_id: i + 1, game_code: `G${i}`, game_name: `Game ${i}`, image: `/media/${i + 1}` }),
    );
    render(<GameGrid games={games} label="Games" onPlay={() => undefined} />);
    const pictures = screen.getAllByTestId('game-tile').map((tile) => tile.querySelector('img')?.getAttribute('loading'));
    expect(pictures).toEqual(['eager', 'eager', 'eager', 'eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy']);
  });

  it('says "live" over a live table in the page language, its art carrying no word of its own', () => {
    render(
      <>
        <GameTile
          game={gameEntryFixture({ game_type: 3, game_code: 'house-live-roulette', tags: ['new'] })}
          onPlay={() => undefined}
        />
        <GameTile game={gameEntryFixture({ game_id: 2, id: 2, game_type: 2, game_code: 'slot' })} onPlay={() => undefined} />
      </>,
    );
    const [live, slot] = screen.getAllByTestId('game-tile');
    expect(live?.querySelector('[data-testid="game-live-badge"]')?.textContent).toBe('games_ui.tags.live');
    expect(live?.querySelector('[data-testid="game-badge"]')?.textContent).toBe('games_ui.tags.new');
    expect(slot?.querySelector('[data-testid="game-live-badge"]')).toBeNull();
  });
});
