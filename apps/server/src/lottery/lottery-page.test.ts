import { afterAll, describe, expect, it } from 'vitest';
import { HOUSE_PAGE_POLICY } from '../house/house-page-parts.ts';
import { fakeGamesBuild } from '../testing/games-build.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { launchLotteryMember, lotteryDemoSession, offerLotteryGames } from './lottery-test-helpers.ts';

/**
 * The lottery's launch: play1 with the house provider and game type 5 opens the games app's lottery page with its
 * start-up data; without a games build the page answers 503 with the error page, as the slot does.
 */
const startupData = (html: string) =>
  JSON.parse(/<script type="application\/json" id="games-startup">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');

let server: TestServer | undefined;

afterAll(async () => {
  await server?.close();
});

async function launch(withBuild: boolean) {
  await server?.close();
  server = await startTestServer(withBuild ? { env: { GAMES_DIST_DIR: fakeGamesBuild() } } : {});
  await offerLotteryGames(server.db);
  return server;
}

describe('the lottery page', () => {
  it('opens from a member launch as the games app in the session language, with its start-up data', async () => {
    const live = await launch(true);
    const member = await launchLotteryMember(live, 'lottery-dice', 50_000n);
    const page = await fetch(`${live.url}/house/play/lottery-dice?session=${member.session}&lang=vi_VN`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(HOUSE_PAGE_POLICY);
    const html = await page.text();
    expect(html).toContain('<script type="module" src="/house/app/assets/lottery-abc.js"></script>');
    expect(html).toContain('<link rel="stylesheet" href="/house/app/assets/lottery-def.css">');
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    expect(startupData(html)).toEqual({
      session: member.session,
      language: expect.stringMatching(/^[a-z]{2}_[A-Z]{2}$/),
      gameCode: 'lottery-dice',
      lobbyUrl: `${live.url}/close`,
      demo: false,
      currency: 'INR',
    });
    // A session opened for another lottery game does not open this one's page.
    const other = await fetch(`${live.url}/house/play/lottery-race?session=${member.session}`);
    expect(other.status).toBe(404);
    expect(await other.text()).toContain('house-error');
  });

  it('opens a demo launch in its language', async () => {
    const session = await lotteryDemoSession(server!, 'lottery-north');
    const page = await fetch(`${server!.url}/house/play/lottery-north?session=${session}&lang=vi_VN`);
    expect(page.status).toBe(200);
    expect(startupData(await page.text())).toMatchObject({ gameCode: 'lottery-north', demo: true, currency: 'INR' });
  });

  it('answers 503 with the error page without a games build', async () => {
    const bare = await launch(false);
    const session = await lotteryDemoSession(bare, 'lottery-dice');
    const page = await fetch(`${bare.url}/house/play/lottery-dice?session=${session}&lang=en_US`);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('house-error');
  });
});
