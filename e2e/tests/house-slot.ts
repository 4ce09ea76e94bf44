import type { Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Opens Lucky Sevens from the house provider's list, as a player does, and answers the game's window. */
export async function openLuckySevens(page: Page, testInfo: TestInfo): Promise<Page> {
  await page.getByTestId('hall-provider').filter({ hasText: 'House Games' }).click();
  await expect(page).toHaveURL(testInfo.project.name === 'desktop' ? /\/gameRoom\?/ : /\/slotgame\?/);
  const tile = page.locator('[data-testid="game-tile"][data-game-code="house-lucky-sevens"]');
  const opened = page.waitForEvent('popup', { timeout: 10_000 });
  await tile.getByTestId('game-play').click();
  const game = await opened;
  await game.waitForURL(/\/house\/play\/house-lucky-sevens/);
  await expect(game.getByTestId('house-spin')).toBeEnabled({ timeout: 15_000 });
  return game;
}
