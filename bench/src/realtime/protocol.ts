// Messages between the realtime benchmark and its server and client processes (over Node's IPC channel).
import { publicChannels } from '@casino/contract/realtime.ts';

export const TEST_CURRENCY = 'INR';
/** The public channel the timed public events go to; every visitor page follows it. */
export const TEST_CHANNEL = publicChannels.webApi(TEST_CURRENCY);
/** The template whose public channel the clients follow, as the site's pages do. */
export const TEST_TEMPLATE = 'site02';

/**
 * Milliseconds on the machine's monotonic clock (CLOCK_MONOTONIC), which every process of this machine reads
 * alike: an event stamped in the server process is timed on arrival in a client process.
 */
export function stamp(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

export type BenchMember = { id: number; token: string };

export type ServerRequest =
  | { type: 'members'; count: number; prefix: string }
  | { type: 'memory' }
  | { type: 'cpu' }
  | { type: 'cash'; memberIds: number[]; seq: number }
  | { type: 'public'; seq: number }
  /** How many sockets of this node are in the channel's room. */
  | { type: 'room'; channel: string }
  /** Starts a CPU profile; with a file, writes the one under way there. */
  | { type: 'profile'; file?: string }
  | {
      type: 'load';
      memberIds: number[];
      cashPerSecond: number;
      publicPerSecond: number;
      durationMs: number;
      firstSeq: number;
    };

export type ServerReply =
  | { type: 'ready'; url: string }
  | { type: 'members'; members: BenchMember[] }
  /** Memory after a full collection, and the CPU time this process has used so far. */
  | { type: 'memory'; rss: number; heapUsed: number; external: number; cpuMs: number; sockets: number }
  | { type: 'cpu'; cpuMs: number }
  /** With a public event, how long the server took to hand it to all its sockets, in wall and CPU time. */
  | { type: 'sent'; fanOutMs?: number; fanOutCpuMs?: number }
  | { type: 'room'; sockets: number }
  | { type: 'profile' }
  | { type: 'load'; cashSent: number; publicSent: number; loopDelayP99Ms: number; loopDelayMaxMs: number };

export type ClientRequest =
  | { type: 'connect'; url: string; origin: string; members: BenchMember[]; concurrency: number }
  /** Members of this process whose private channel has not yet delivered an event of this seq. */
  | { type: 'missing'; seq: number }
  /** Latencies of the public event seq once every socket has it, or of what has arrived by now. */
  | { type: 'public'; seq: number }
  /** Latencies of member.cash events of seq >= fromSeq, and of public events of seq >= fromSeq. */
  | { type: 'collect'; fromSeq: number }
  | { type: 'close' };

export type ClientReply =
  | { type: 'connected'; connected: number; failed: number; retries: number; refused: number; resident: number }
  | { type: 'missing'; memberIds: number[] }
  | {
      type: 'public';
      seq: number;
      received: number;
      latencies: number[];
      connected: number;
      closedBecause: Record<string, number>;
    }
  | {
      type: 'collect';
      cash: number[];
      publicLatencies: number[];
      refused: number;
      disconnects: number;
      closedBecause: Record<string, number>;
    }
  | { type: 'closed' };

/** The floor: a bare websocket server, driven like the real one. */
export type FloorRequest = { type: 'public'; seq: number };
export type FloorReply =
  | { type: 'ready'; url: string }
  | { type: 'sent'; fanOutMs: number; fanOutCpuMs: number; sockets: number };

/** Which server a wire client's socket is on: the bare floor or the real server. */
export type WireTarget = 'floor' | 'product';
export type WireClientRequest =
  | { type: 'connect'; target: WireTarget; url: string; channel: string; count: number; concurrency: number }
  /** Latencies of the public event seq from the target once every socket on it has it, or of what has arrived. */
  | { type: 'public'; target: WireTarget; seq: number }
  | { type: 'close' };
export type WireClientReply =
  | { type: 'connected'; connected: number; failed: number }
  | { type: 'public'; seq: number; latencies: number[]; closed: number }
  | { type: 'closed' };

/** CPU time this process has used (user and system, all threads), in ms. */
export function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
