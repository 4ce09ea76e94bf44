import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_VIEW, playView } from '../features/play/play-store.ts';
import { useGameActions } from './game-actions.ts';

const play = vi.hoisted(() => vi.fn());
const startDemo = vi.hoisted(() => vi.fn());
vi.mock('../features/play/hooks/use-play-game.ts', () => ({ usePlayGame: () => ({ play, state: 'idle' }) }));
vi.mock('../features/play/hooks/use-demo-game.ts', () => ({ useDemoGame: () => ({ startDemo, starting: false }) }));

const HOUR = 3_600_000;
const game = { gpId: 10, gameType: 2, gameCode: 'HS1', house: 'house' };
const windowFrom = (fromHours: number, toHours: number) => ({
  start_at: new Date(Date.now() + fromHours * HOUR).toISOString(),
  end_at: new Date(Date.now() + toHours * HOUR).toISOString(),
});

describe('the game actions of a page', () => {
  beforeEach(() => {
    play.mockClear();
    startDemo.mockClear();
  });
  afterEach(() => playView.set(EMPTY_VIEW));

  it('open the maintenance dialog instead of launching a game whose provider is in maintenance', () => {
    const { result } = renderHook(() => useGameActions());
    const maintenance = windowFrom(-1, 1);
    result.current.onPlay({ ...game, maintenance });
    expect(play).not.toHaveBeenCalled();
    expect(playView.get().maintenance).toEqual({ interval: maintenance });
    playView.set(EMPTY_VIEW);
    result.current.onDemo({ ...game, maintenance });
    expect(startDemo).not.toHaveBeenCalled();
    expect(playView.get().maintenance).toEqual({ interval: maintenance });
  });

  it('launch as before when the window is only planned or has ended', () => {
    const { result } = renderHook(() => useGameActions());
    result.current.onPlay({ ...game, maintenance: windowFrom(1, 2) });
    result.current.onPlay({ ...game, maintenance: windowFrom(-2, -1) });
    result.current.onDemo({ ...game, maintenance: null });
    expect(play).toHaveBeenCalledTimes(2);
    expect(startDemo).toHaveBeenCalledTimes(1);
    expect(playView.get().maintenance).toBeNull();
  });
});
