import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadOnceForChunkError } from './chunk-reload.ts';

describe('reloadOnceForChunkError', () => {
  afterEach(() => window.sessionStorage.clear());

  it('reloads once, then not again within 10 s', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(100_000, window.sessionStorage, reload)).toBe(true);
    expect(reloadOnceForChunkError(109_999, window.sessionStorage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    expect(reloadOnceForChunkError(110_000, window.sessionStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
