import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * `DATA_DIR/balancer-server.json`: where the server on this data directory listens. The commands
 * (backup, mail:outbox) find the server from the same DATA_DIR as `npm start` instead of guessing
 * `127.0.0.1:$PORT`, so they neither open a live embedded database from a second process nor send a
 * superuser's password to whatever else listens on that port.
 */
export const RUN_FILE = 'balancer-server.json';
const runFileSchema = z.object({ pid: z.number().int(), url: z.url() });
export type RunFile = z.infer<typeof runFileSchema>;

export function registerRunFile(app: FastifyInstance, dataDir: string): void {
  const file = path.join(dataDir, RUN_FILE);
  app.addHook('onListen', (done) => {
    const address = app.server.address();
    if (address && typeof address === 'object') {
      const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '[::]' ? '[::1]' : host;
      writeFileSync(file, JSON.stringify({ pid: process.pid, url: `http://${reachable}:${address.port}` }), { mode: 0o600 });
    }
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    rmSync(file, { force: true });
    done();
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The server running on `dataDir` (its process alive and its health answering), or null. */
export async function runningServer(dataDir: string): Promise<RunFile | null> {
  const file = path.join(dataDir, RUN_FILE);
  if (!existsSync(file)) return null;
  let parsed;
  try {
    parsed = runFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')) as unknown);
  } catch {
    return null;
  }
  if (!parsed.success || !alive(parsed.data.pid)) return null;
  const up = await fetch(`${parsed.data.url}/api/health`).then(
    (r) => r.ok,
    () => false,
  );
  return up ? parsed.data : null;
}
