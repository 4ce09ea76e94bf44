import type { FrameLocator, Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Opens the demo of the first game of a hall as a visitor would: its tile's Demo button, which opens the game in a
 * window of its own on a phone and in a dialog on a desktop. Answers the game's page (or frame) once it shows its
 * demo badge; no maintenance dialog may have opened.
 */
export async function openHallDemo(page: Page, hall: number, testInfo: TestInfo): Promise<Page | FrameLocator> {
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'en_US', url: 'http://127.0.0.1' }]);
  await page.goto(`/gameHall/${hall}`);
  const tiles = page.getByTestId('hall-games').getByTestId('game-tile');
  await expect(tiles.first()).toBeVisible();
  let game: Page | FrameLocator;
  if (testInfo.project.name === 'mobile') {
    const opened = page.waitForEvent('popup');
    await tiles.first().getByTestId('game-demo').click();
    game = await opened;
  } else {
    await tiles.first().getByTestId('game-demo').click();
    await expect(page.getByTestId('demo-game-modal')).toBeVisible();
    game = page.frameLocator('[data-testid="demo-game-modal-frame"]');
  }
  await expect(game.getByTestId('house-demo')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('maintenance-dialog')).toHaveCount(0);
  return game;
}
