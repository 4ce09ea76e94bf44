/**
 * A socket.io socket the tests drive: it records what the page emits, connects and disconnects when told (firing the
 * page's listeners), and hands the page a server event with `hear`.
 */
export function fakeSocket() {
  const listeners = new Map<string, ((message?: unknown) => void)[]>();
  const emitted: { event: string; message: unknown }[] = [];
  const fire = (event: string, message?: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(message);
  };
  const socket = {
    connected: false,
    on(event: string, listener: (message?: unknown) => void) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return socket;
    },
    emit(event: string, message: unknown) {
      emitted.push({ event, message });
      return socket;
    },
    connect() {
      socket.connected = true;
      fire('connect');
      return socket;
    },
    disconnect() {
      socket.connected = false;
      fire('disconnect');
      return socket;
    },
  };
  return { socket, emitted, hear: fire, listening: (event: string) => listeners.has(event) };
}
