// The real server, started as apps/server/src/main.ts starts it, in a process of its own. The realtime benchmark
// drives it over IPC: it makes signed-in members, sends stamped events through the app's realtime, and reports the
// memory of this process. Run with --expose-gc so that memory is read after a full collection.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { privateChannels, realtimeEvents } from '@casino/contract/realtime.ts';
import { createApp } from '@casino/server/src/app.ts';
import { loadConfig } from '@casino/server/src/config.ts';
import { openDatabase } from '@casino/server/src/db/database.ts';
import { migrate } from '@casino/server/src/db/migrate.ts';
import { hashToken } from '@casino/server/src/members/session-tokens.ts';
import { seedDemo } from '@casino/server/src/seed/seed-demo.ts';
import { formatAmount } from '@casino/server/src/wallet/main-cash.ts';
import { type BenchMember, cpuMs, type ServerReply, type ServerRequest, stamp, TEST_CHANNEL, TEST_CURRENCY } from './protocol.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrate(database);
await seedDemo(database.db, { accounts: false });
const app = await createApp(config, database);
await app.listen();
const db = database.db;

function reply(message: ServerReply) {
  process.send?.(message);
}

/**
 * Members with a live session each, made in batches. The session follows the rules of issueSessionToken: a random
 * 32-byte token handed out once, only its SHA-256 stored, expiring after the configured session lifetime.
 */
async function makeMembers(count: number, prefix: string): Promise<BenchMember[]> {
  const members: BenchMember[] = [];
  const batch = 1_000;
  for (let start = 0; start < count; start += batch) {
    const size = Math.min(batch, count - start);
    const rows = await db
      .insertInto('members')
      .values(
        Array.from({ length: size }, (_, i) => ({ site_id: 1, account: `${prefix}${start + i}`, currency_code: TEST_CURRENCY })),
      )
      .returning('id')
      .execute();
    const tokens = rows.map(() => randomBytes(32).toString('base64url'));
    const expiresAt = new Date(Date.now() + config.sessionTtlMs);
    await db
      .insertInto('member_sessions')
      .values(rows.map((row, i) => ({ member_id: row.id, token_hash: hashToken(tokens[i] as string), expires_at: expiresAt })))
      .execute();
    for (const [i, row] of rows.entries()) members.push({ id: row.id, token: tokens[i] as string });
  }
  return members;
}

/** VmRSS of /proc/self/status in bytes, and the V8 heap after two full collections. */
function memory() {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('the server process needs --expose-gc');
  gc();
  gc();
  const status = readFileSync('/proc/self/status', 'utf8');
  const rssKb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  const usage = process.memoryUsage();
  const cpu = process.cpuUsage();
  return {
    rss: rssKb * 1024,
    heapUsed: usage.heapUsed,
    external: usage.external + usage.arrayBuffers,
    cpuMs: (cpu.user + cpu.system) / 1000,
  };
}

function sendCash(memberId: number, seq: number) {
  // The payload of announceCash, plus the moment it left this process.
  app.realtime.broadcast(privateChannels.member(memberId), realtimeEvents.memberCash, {
    cash: formatAmount(BigInt(100_00 + seq), TEST_CURRENCY),
    seq,
    sent_at: stamp(),
  });
}

/** Sends a public event and returns how long handing it to every socket of this node took (ms), wall and CPU. */
function sendPublic(seq: number): { fanOutMs: number; fanOutCpuMs: number } {
  const cpuAtStart = cpuMs();
  const sentAt = stamp();
  app.realtime.broadcast(TEST_CHANNEL, realtimeEvents.carouselPictureUrl, { url: `/media/${seq}`, seq, sent_at: sentAt });
  return { fanOutMs: stamp() - sentAt, fanOutCpuMs: cpuMs() - cpuAtStart };
}

/**
 * Load for a while: member.cash events to members picked at random, at a steady rate in 10 ms ticks, and public
 * events to everyone. Reports the event loop delay of this process over the period.
 */
async function load(request: Extract<ServerRequest, { type: 'load' }>) {
  // How late each 10 ms tick runs: the time an event waits for the event loop.
  const lateness: number[] = [];
  let lastTick = performance.now();
  const started = performance.now();
  let cashSent = 0;
  let publicSent = 0;
  let seq = request.firstSeq;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const now = performance.now();
      lateness.push(Math.max(0, now - lastTick - 10));
      lastTick = now;
      const elapsed = now - started;
      const cashDue = Math.floor((elapsed / 1000) * request.cashPerSecond);
      for (; cashSent < cashDue; cashSent += 1) {
        const member = request.memberIds[Math.floor(Math.random() * request.memberIds.length)] as number;
        sendCash(member, seq++);
      }
      const publicDue = Math.floor((elapsed / 1000) * request.publicPerSecond);
      for (; publicSent < publicDue; publicSent += 1) sendPublic(seq++);
      if (elapsed >= request.durationMs) {
        clearInterval(timer);
        resolve();
      }
    }, 10);
  });
  lateness.sort((a, b) => a - b);
  reply({
    type: 'load',
    cashSent,
    publicSent,
    loopDelayP99Ms: lateness[Math.max(0, Math.ceil(lateness.length * 0.99) - 1)] ?? 0,
    loopDelayMaxMs: lateness.at(-1) ?? 0,
  });
}

let profiler: Session | undefined;
/** Starts a CPU profile of this process, or with a file name writes the one under way there. */
async function profile(file: string | undefined) {
  if (!profiler) {
    profiler = new Session();
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
    return;
  }
  if (!file) return;
  const { profile } = await profiler.post('Profiler.stop');
  writeFileSync(file, JSON.stringify(profile));
  profiler.disconnect();
  profiler = undefined;
}

process.on('message', (request: ServerRequest) => {
  const run = async () => {
    switch (request.type) {
      case 'members':
        reply({ type: 'members', members: await makeMembers(request.count, request.prefix) });
        break;
      case 'memory':
        reply({ type: 'memory', ...memory(), sockets: app.realtime.io.engine.clientsCount });
        break;
      case 'cpu': {
        const cpu = process.cpuUsage();
        reply({ type: 'cpu', cpuMs: (cpu.user + cpu.system) / 1000 });
        break;
      }
      case 'cash':
        for (const id of request.memberIds) sendCash(id, request.seq);
        reply({ type: 'sent' });
        break;
      case 'public':
        reply({ type: 'sent', ...sendPublic(request.seq) });
        break;
      case 'room':
        reply({ type: 'room', sockets: app.realtime.io.sockets.adapter.rooms.get(request.channel)?.size ?? 0 });
        break;
      case 'load':
        await load(request);
        break;
      case 'profile':
        await profile(request.file);
        reply({ type: 'profile' });
        break;
    }
  };
  run().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});

// The benchmark is gone (finished, interrupted or failed): nothing is left running.
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));

let stopping = false;
process.on('SIGTERM', () => {
  if (stopping) return;
  stopping = true;
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
reply({ type: 'ready', url: `http://${config.host}:${config.port}` });
