/**
 * A bounded, in-memory least-recently-used map from a canonical suggester input to the bytes of its
 * answer (UTF-8, ready for the socket: no encoding per request). Held only in this process's memory,
 * never logged, never written anywhere; bounded in bytes.
 */
export type AnswerCache = {
  get(key: string): Buffer | undefined;
  set(key: string, bytes: Buffer): void;
  readonly size: number;
  readonly bytes: number;
};

export function createAnswerCache(maxBytes: number): AnswerCache {
  const entries = new Map<string, Buffer>();
  let total = 0;
  // Keys are strings, UTF-16 in memory: two bytes a code unit.
  const cost = (key: string, bytes: Buffer) => 2 * key.length + bytes.length;
  return {
    get(key) {
      const hit = entries.get(key);
      if (hit === undefined) return undefined;
      // Most recently used last: Map keeps insertion order, so re-insert.
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    },
    set(key, bytes) {
      const size = cost(key, bytes);
      if (size > maxBytes) return;
      const old = entries.get(key);
      if (old !== undefined) {
        total -= cost(key, old);
        entries.delete(key);
      }
      entries.set(key, bytes);
      total += size;
      for (const [k, v] of entries) {
        if (total <= maxBytes) break;
        entries.delete(k);
        total -= cost(k, v);
      }
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return total;
    },
  };
}
