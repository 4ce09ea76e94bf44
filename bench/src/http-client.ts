import { Agent, request } from 'node:http';

export type Http = {
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<{ status: number; text: string }>;
};

/** A keep-alive HTTP client: each member has its connection, as a browser tab would. */
export function httpClient(base: string, sockets: number): Http & { close(): void } {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  const { hostname, port } = new URL(base);
  return {
    post(path, body, headers = {}) {
      const payload = JSON.stringify(body);
      return new Promise((resolve, reject) => {
        const req = request(
          {
            agent,
            hostname,
            port,
            path,
            method: 'POST',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}
