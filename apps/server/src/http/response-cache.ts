/**
 * A small in-process cache of serialised replies for catalogue calls that every visitor makes. It is only a copy:
 * entries expire after their time to live and clear() drops them when the catalogue changes. Beside each body it
 * keeps the body's compressed copies, made once on first use (docs/decisions/0030).
 */
export class ResponseCache {
  private readonly entries = new Map<string, { body: string; expiresAt: number; encoded?: Map<string, Buffer> }>();

  /**
   * Goes up with every drop. A reply computed while a drop happened may have read the data from before the change:
   * kept, it would be served for its whole time to live after the clients were told to ask again.
   */
  private drops = 0;

  /** Tells the site's other nodes of a drop made here (null: everything), so that none serves what changed. */
  private tellOtherNodes: ((paths: readonly string[] | null) => void) | undefined;

  constructor(private readonly maxEntries = 5_000) {}

  /** Read before computing a reply, and handed to set(): the reply is kept only if nothing was dropped meanwhile. */
  get generation(): number {
    return this.drops;
  }

  get(key: string, now = Date.now()): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.body;
  }

  set(key: string, body: string, ttlMs: number, computedAt = this.drops, now = Date.now()): void {
    if (computedAt !== this.drops) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { body, expiresAt: now + ttlMs });
  }

  /**
   * The body under `key`, else `compute`'s, kept for `ttlMs` unless a drop happened while it was computed (then it is
   * answered all the same, and computed again next time).
   */
  async remember(key: string, ttlMs: number, compute: () => Promise<string>): Promise<string> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const generation = this.drops;
    const body = await compute();
    this.set(key, body, ttlMs, generation);
    return body;
  }

  /** The entry's body in an encoding, made by `make` the first time; undefined when the entry is gone. */
  encoded(key: string, encoding: string, make: () => Buffer, now = Date.now()): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.expiresAt <= now) return undefined;
    entry.encoded ??= new Map();
    let copy = entry.encoded.get(encoding);
    if (!copy) {
      copy = make();
      entry.encoded.set(encoding, copy);
    }
    return copy;
  }

  /** Called with each drop made on this node; a drop another node asked for (`fromOtherNode`) is not passed on. */
  shareDrops(tell: (paths: readonly string[] | null) => void): void {
    this.tellOtherNodes = tell;
  }

  /** Drops the cached replies of these call paths (keys `{path}|...`), whatever their body and language. */
  dropPaths(paths: readonly string[], fromOtherNode = false): void {
    this.drops += 1;
    if (!fromOtherNode) this.tellOtherNodes?.(paths);
    const prefixes = paths.map((path) => `${path}|`);
    for (const key of [...this.entries.keys()]) {
      if (prefixes.some((prefix) => key.startsWith(prefix))) this.entries.delete(key);
    }
  }

  clear(fromOtherNode = false): void {
    this.drops += 1;
    if (!fromOtherNode) this.tellOtherNodes?.(null);
    this.entries.clear();
  }
}
