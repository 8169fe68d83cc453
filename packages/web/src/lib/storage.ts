import type { z } from 'zod';

/** Reads a JSON value from localStorage, validated with zod. Anything missing or malformed gives the fallback. */
export function readStored<S extends z.ZodType>(key: string, schema: S, fallback: z.output<S>): z.output<S> {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return fallback;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

/** Writes a JSON value; returns false when storage is unavailable or full. */
export function writeStored(key: string, value: unknown): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}
