import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SPORTS_EVENT_EVENT, SPORTS_JOIN_EVENT, SPORTS_LEAVE_EVENT, sportsEvent } from '@casino/contract/house/sports-calls.ts';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { offerTestEvent, reprice } from '../sports-test-helpers.ts';
import { attachSportsRooms, MOST_SPORTS_ROOMS, type SportsRooms } from './sports-rooms.ts';

/**
 * The sportsbook's rooms over a real socket.io server: a page joining an event's room is sent the event at once, and
 * each announced change reaches the event's room with every market and the lobby with the main ones; a page hears only
 * the rooms it joined, and no more rooms than the cap.
 */
let database: TestDatabase;
let db: Db;
let io: Server;
let rooms: SportsRooms;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  db = database.handle.db;
  const http = createServer();
  io = new Server(http);
  rooms = attachSportsRooms(db, io);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await new Promise((resolve) => io?.close(resolve));
  await database?.drop();
});

async function page(): Promise<{ socket: Socket; heard: unknown[] }> {
  const socket = connect(url, { transports: ['websocket'] });
  sockets.push(socket);
  const heard: unknown[] = [];
  socket.on(SPORTS_EVENT_EVENT, (event: unknown) => heard.push(event));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, heard };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};

describe('the sportsbook rooms', () => {
  it('send a joining page the event, then every announced change to its room and to the lobby', async () => {
    await offerTestEvent(db, 'rooms:1', { home: 185n, away: 195n });
    await offerTestEvent(db, 'rooms:2', { home: 150n, away: 250n });
    const event = await page();
    const lobby = await page();
    event.socket.emit(SPORTS_JOIN_EVENT, { room: 'rooms:1' });
    lobby.socket.emit(SPORTS_JOIN_EVENT, { room: 'lobby' });
    await until(() => event.heard.length === 1);
    const first = sportsEvent.parse(event.heard[0]);
    expect(first.markets[0]?.selections.map((s) => s.odds)).toEqual(['1.85', '1.95']);

    await reprice(db, 'rooms:1', { home: 170n, away: 215n });
    await rooms.announce(['rooms:1']);
    await until(() => event.heard.length === 2 && lobby.heard.length === 1);
    const moved = sportsEvent.parse(event.heard[1]);
    expect(moved.version).toBeGreaterThan(first.version);
    expect(moved.markets[0]?.selections.map((s) => s.odds)).toEqual(['1.70', '2.15']);
    expect(sportsEvent.parse(lobby.heard[0]).event_id).toBe('rooms:1');

    // The other event's change reaches the lobby only; a page that left the event's room hears no more of it.
    event.socket.emit(SPORTS_LEAVE_EVENT, { room: 'rooms:1' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await rooms.announce(['rooms:2', 'rooms:1']);
    await until(() => lobby.heard.length === 3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(event.heard).toHaveLength(2);
  });

  it('ignore unknown events and rooms that are not names, and cap the rooms a page may hold', async () => {
    for (let i = 0; i < MOST_SPORTS_ROOMS; i++) await offerTestEvent(db, `rooms:many:${i}`, { home: 185n, away: 195n });
    const { socket, heard } = await page();
    socket.emit(SPORTS_JOIN_EVENT, { room: 'rooms:unknown' });
    socket.emit(SPORTS_JOIN_EVENT, { room: '<script>' });
    socket.emit(SPORTS_JOIN_EVENT, { room: 42 });
    socket.emit(SPORTS_JOIN_EVENT, null);
    // The unknown event is read and let go before the rest: it holds no room.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toEqual([]);
    for (let i = 0; i < MOST_SPORTS_ROOMS - 1; i++) socket.emit(SPORTS_JOIN_EVENT, { room: 'lobby' });
    for (let i = 0; i < MOST_SPORTS_ROOMS; i++) socket.emit(SPORTS_JOIN_EVENT, { room: `rooms:many:${i}` });
    await until(() => heard.length === MOST_SPORTS_ROOMS - 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The lobby and MOST_SPORTS_ROOMS - 1 events: the last event's room was over the cap.
    expect(heard.map((e) => sportsEvent.parse(e).event_id)).not.toContain(`rooms:many:${MOST_SPORTS_ROOMS - 1}`);
  });
});
