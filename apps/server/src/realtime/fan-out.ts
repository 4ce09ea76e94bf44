/**
 * A broadcast's frame, written straight to each websocket of the room (decision 41).
 *
 * socket.io's adapter encodes a broadcast once, and even frames it once for websockets (`wsPreEncodedFrame`), but
 * then hands it to each socket through engine.io's write path: a packet object, a write buffer, four events, a send
 * callback and a tick per socket, and a set of every socket's id to leave out duplicates. For a room of 10,000 that
 * cost as much again as the sockets' writes, and made the garbage to collect. Here a socket that engine.io would
 * write the frame to at once (websocket transport, open, nothing waiting in its buffer, no compression) gets the
 * same frame written directly, so it arrives in the same order as through engine.io; any other socket (polling, one
 * with packets waiting, a volatile or acknowledged broadcast) goes through engine.io as before.
 *
 * It hooks the adapter's own steps, which socket.io-adapter 2.5's broadcast() runs in this order and which the Redis
 * adapter runs too for the events of other nodes: `_encode(packet, packetOpts)`, then `apply(opts, callback)`.
 */

type Frame = Buffer[];
type PacketOptions = { volatile?: boolean; wsPreEncodedFrame?: Frame };
type BroadcastOptions = { rooms: Set<string>; except?: Set<string> };
type WebSocketLike = { readyState: number; _sender?: { sendFrame(list: Frame): void } };
type EngineSocket = {
  readyState: string;
  writeBuffer: unknown[];
  transport: { name: string; perMessageDeflate?: unknown; socket?: WebSocketLike };
};
type IoSocket = { conn: EngineSocket; notifyOutgoingListeners?: (packet: unknown) => void };
type AdapterSteps = {
  rooms: Map<string, Set<string>>;
  nsp: { sockets: Map<string, IoSocket> };
  _encode(packet: unknown, packetOptions: PacketOptions): unknown[];
  apply(options: BroadcastOptions, callback: (socket: IoSocket) => void): void;
};

const OPEN = 1;

/** Writes the frame to the socket's websocket when engine.io would write it at once; false when it would not. */
export function writeFrameDirectly(socket: IoSocket, frame: Frame, packet: unknown): boolean {
  const conn = socket.conn;
  const transport = conn.transport;
  const ws = transport.socket;
  if (conn.readyState !== 'open' || conn.writeBuffer.length > 0 || transport.name !== 'websocket') return false;
  if (transport.perMessageDeflate || ws?.readyState !== OPEN || !ws._sender) return false;
  socket.notifyOutgoingListeners?.(packet);
  ws._sender.sendFrame(frame);
  return true;
}

/** Installs the direct write on a namespace's adapter (in memory or Redis). */
export function writeBroadcastsDirectly(adapter: object): void {
  const steps = adapter as AdapterSteps;
  const base = Object.getPrototypeOf(adapter) as AdapterSteps;
  let pending: { frame: Frame; packet: unknown } | undefined;

  steps._encode = function (this: AdapterSteps, packet, packetOptions) {
    const encoded = base._encode.call(this, packet, packetOptions);
    const frame = packetOptions.wsPreEncodedFrame;
    // A packet with an id wants acknowledgements, whose callbacks engine.io's path keeps per socket.
    const acknowledged = (packet as { id?: unknown }).id !== undefined;
    // The frame's header and payload as one buffer: each socket then takes one write, not a gathered write of two.
    pending = frame && !acknowledged && !packetOptions.volatile ? { frame: [Buffer.concat(frame)], packet } : undefined;
    return encoded;
  };

  steps.apply = function (this: AdapterSteps, options, callback) {
    const broadcast = pending;
    pending = undefined;
    if (!broadcast) return base.apply.call(this, options, callback);
    const deliver = (socket: IoSocket) => {
      if (!writeFrameDirectly(socket, broadcast.frame, broadcast.packet)) callback(socket);
    };
    // One room and no one left out, as every broadcast of the site: its sockets, without a set to remove duplicates.
    if (options.rooms.size === 1 && !options.except?.size) {
      const [room] = options.rooms;
      for (const id of this.rooms.get(room as string) ?? []) {
        const socket = this.nsp.sockets.get(id);
        if (socket) deliver(socket);
      }
      return;
    }
    base.apply.call(this, options, deliver);
  };
}
