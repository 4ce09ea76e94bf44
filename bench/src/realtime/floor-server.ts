// The floor of the realtime benchmark: a bare `ws` server with nothing but websockets, which hands one frame,
// encoded once, to every socket, as socket.io's adapter does with a broadcast. What the real server adds is the
// difference between this and the real server's figures on the same machine in the same run.
//
// It answers the few packets a socket.io client needs to open (engine.io's open packet, socket.io's connect) and
// sends the event byte for byte as the real server frames it, so that the same clients (the wire clients, or the
// same pages as the real run's) can be timed on both servers: their own decoding then weighs on both sides alike.
import { realtimeEvents } from '@casino/contract/realtime.ts';
import * as ws from 'ws';
import { cpuMs, type FloorReply, type FloorRequest, stamp, TEST_CHANNEL } from './protocol.ts';

type FrameSender = { sendFrame(list: Buffer[], callback?: () => void): void };
type FrameOptions = { readOnly: boolean; mask: boolean; rsv1: boolean; opcode: number; fin: boolean };
// ws exports its frame encoder (which socket.io's adapter uses for broadcasts) without declaring it in its types.
const { Sender, WebSocket, WebSocketServer } = ws as typeof ws & {
  Sender: { frame(data: Buffer, options: FrameOptions): Buffer[] };
};

const server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
await new Promise<void>((resolve) => server.once('listening', resolve));
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;

let sessions = 0;
// No pings during the run: the open packet gives the client a ping interval longer than the run.
const open = { upgrades: [], pingInterval: 3_600_000, pingTimeout: 60_000, maxPayload: 1_000_000 };
server.on('connection', (socket) => {
  sessions += 1;
  socket.send(`0${JSON.stringify({ sid: `e${sessions}`, ...open })}`);
  socket.on('message', (data: Buffer) => {
    // socket.io's connect to the main namespace ("40", with the client's auth); subscriptions are not answered.
    if (data[0] === 0x34 && data[1] === 0x30) socket.send(`40${JSON.stringify({ sid: `s${sessions}` })}`);
  });
});

function reply(message: FloorReply) {
  process.send?.(message);
}

/** The event as the real server writes it: an engine.io message of a socket.io event (42[event, channel, data]). */
function encode(seq: number, sentAt: number): Buffer {
  const data = { url: `/media/${seq}`, seq, sent_at: sentAt };
  return Buffer.from(`42${JSON.stringify([realtimeEvents.carouselPictureUrl, TEST_CHANNEL, data])}`);
}

/** Hands one event to every open socket and returns how long that took (ms), in wall and CPU time. */
function sendToAll(seq: number): { fanOutMs: number; fanOutCpuMs: number } {
  const cpuAtStart = cpuMs();
  const sentAt = stamp();
  const header = Sender.frame(encode(seq, sentAt), { readOnly: false, mask: false, rsv1: false, opcode: 1, fin: true });
  // Header and payload as one buffer, as the real server's fan-out writes them: one write per socket on both sides.
  const frame = [Buffer.concat(header)];
  for (const socket of server.clients) {
    if (socket.readyState === WebSocket.OPEN) (socket as unknown as { _sender: FrameSender })._sender.sendFrame(frame);
  }
  return { fanOutMs: stamp() - sentAt, fanOutCpuMs: cpuMs() - cpuAtStart };
}

process.on('message', (request: FloorRequest) => {
  if (request.type === 'public') reply({ type: 'sent', ...sendToAll(request.seq), sockets: server.clients.size });
});
process.on('disconnect', () => process.exit(0));
reply({ type: 'ready', url: `ws://127.0.0.1:${port}` });
