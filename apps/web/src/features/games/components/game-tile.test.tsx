import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gameEntryFixture } from '../../../test/game-fixtures.ts';
import { GameGrid } from './game-tile.tsx';

describe('GameGrid', () => {
  it('fetches the pictures of its first six tiles at once and leaves the rest until they near the screen', () => {
    const games = Array.from({ length: 9 }, (_, i) =>
      gameEntryFixture({ id: i + 1, game_id: i + 1, game_code: `G${i}`, game_name: `Game ${i}`, image: `/media/${i + 1}` }),
    );
    render(<GameGrid games={games} label="Games" onPlay={() => undefined} />);
    const pictures = screen.getAllByTestId('game-tile').map((tile) => tile.querySelector('img')?.getAttribute('loading'));
    expect(pictures).toEqual(['eager', 'eager', 'eager', 'eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy']);
  });
});
