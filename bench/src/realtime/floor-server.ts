// The floor of the realtime benchmark: a bare `ws` server with nothing but websockets, which hands one frame,
// encoded once, to every socket, as socket.io's adapter does with a broadcast. What socket.io adds is the
// difference between this and the real server's figures on the same machine in the same run.
import * as ws from 'ws';
import { type FloorReply, type FloorRequest, stamp } from './protocol.ts';

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

function reply(message: FloorReply) {
  process.send?.(message);
}

/** Hands one event to every open socket and returns how long that took (ms). */
function sendToAll(seq: number): number {
  const sentAt = stamp();
  const data = Buffer.from(JSON.stringify({ seq, sent_at: sentAt }));
  const frame = Sender.frame(data, { readOnly: false, mask: false, rsv1: false, opcode: 1, fin: true });
  for (const socket of server.clients) {
    if (socket.readyState === WebSocket.OPEN) (socket as unknown as { _sender: FrameSender })._sender.sendFrame(frame);
  }
  return stamp() - sentAt;
}

process.on('message', (request: FloorRequest) => {
  if (request.type === 'public') reply({ type: 'sent', fanOutMs: sendToAll(request.seq), sockets: server.clients.size });
});
process.on('disconnect', () => process.exit(0));
reply({ type: 'ready', url: `ws://127.0.0.1:${port}` });
