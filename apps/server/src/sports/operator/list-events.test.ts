import { randomUUID } from 'node:crypto';
import { HOUSE_API_PREFIX } from '@casino/contract/house/house-call.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorsOf, type SignedInOperator } from '../../operators/operator-test-helpers.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { launchSportsMember, offerTestEvent } from '../sports-test-helpers.ts';

/** The back office's list of the book's events (/operator/sports/events): order, cursor, open bets, held markets. */
let server: TestServer;
let admin: SignedInOperator;
let finance: SignedInOperator;

beforeAll(async () => {
  server = await startTestServer();
  ({ admin, finance } = await operatorsOf(server, 'admin', 'finance'));
}, 60_000);
afterAll(() => server?.close());

type Listed = { event_id: string; starts_at: number; open_bets: number; held_markets: number; status: string };

async function listed(body: Record<string, unknown>): Promise<Listed[]> {
  const reply = await admin.call('/operator/sports/events', body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const { list, next } = reply.body.data as { list: Listed[]; next: string | null };
  // A full page says where the next starts: after its last event.
  const last = list.at(-1);
  expect(next).toBe(list.length === 50 && last ? `${last.starts_at}~${last.event_id}` : null);
  return list;
}

describe('the events list of the back office', () => {
  it('lists open events soonest first with their open bets and held markets, page after page', async () => {
    const run = randomUUID().slice(0, 8);
    const ids = [1, 2, 3].map((n) => `evl:${run}:${n}`);
    for (const id of ids) await offerTestEvent(server.db, id, { home: 200n, away: 180n });
    const member = await launchSportsMember(server, 10_000n);
    for (const stake of ['10.00', '20.00']) {
      const placed = await fetch(`${server.url}${HOUSE_API_PREFIX}/sports/bet`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          session: member.session,
          request_key: randomUUID(),
          kind: 'single',
          stake,
          policy: 'any',
          legs: [{ event_id: ids[1], market_id: `${ids[1]}:mw`, key: 'home', odds: '2.00' }],
        }),
      });
      expect(placed.status).toBe(200);
    }
    await admin.call('/operator/sports/market', { target: 'market', id: `${ids[2]}:mw`, action: 'hold', reason: 'news' });

    const page = (await listed({ list: 'open', sport: 'tennis' })).filter((e) => ids.includes(e.event_id));
    expect(page.map((e) => e.event_id)).toEqual(ids);
    expect(page.map((e) => [e.open_bets, e.held_markets])).toEqual([
      [0, 0],
      [2, 0],
      [0, 1],
    ]);
    const starts = page.map((e) => e.starts_at);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);

    // The next page starts after the cursor: the first event is not on it, the others are, in the same order.
    // (A page hands out its last event's cursor; this one is made the way the server makes it.)
    const after = `${page[0]!.starts_at}~${ids[0]}`;
    const next = (await listed({ list: 'open', sport: 'tennis', after })).map((e) => e.event_id);
    expect(next).not.toContain(ids[0]);
    expect(next.filter((id) => ids.includes(id))).toEqual(ids.slice(1));

    // Another sport's list, and the list of events over, hold none of them.
    expect((await listed({ list: 'open', sport: 'cricket' })).some((e) => ids.includes(e.event_id))).toBe(false);
    expect((await listed({ list: 'over' })).some((e) => ids.includes(e.event_id))).toBe(false);
  });

  it('is refused to a role without the sportsbook right, and a bad cursor is a clear refusal', async () => {
    expect((await finance.call('/operator/sports/events', {})).status).toBe(403);
    for (const after of ['a', '~x', '12~', '-5~x', '1e3~x']) {
      const bad = await admin.call('/operator/sports/events', { after });
      expect(bad.body.code, after).toBe(105);
    }
  });
});
