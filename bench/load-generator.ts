/**
 * autocannon in a process of its own, driven over IPC by a bench (`startLoadGenerator`). The load
 * generator parses every response too; in the server's process it would take a share of the one
 * JavaScript thread, more for the route that answers more, and hide part of the server's cost. Apart,
 * the bench process's CPU time is the server's alone.
 */
import autocannon, { type Result } from 'autocannon';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type LoadRequest = { url: string; body: string; connections: number; duration: number };
export type Load = { rps: number; p50: number; p99: number; requests: number };

export type LoadGenerator = { run(request: LoadRequest): Promise<Load>; close(): void };

/** Forks this file as the load generator; runs one load at a time. */
export function startLoadGenerator(): LoadGenerator {
  const child = fork(fileURLToPath(import.meta.url), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  return {
    run: (request) =>
      new Promise((resolve, reject) => {
        const onExit = (code: number | null) => reject(new Error(`load generator exited (${code})`));
        child.once('exit', onExit);
        child.once('message', (message: { load?: Load; error?: string }) => {
          child.off('exit', onExit);
          if (message.load) resolve(message.load);
          else reject(new Error(message.error));
        });
        child.send(request);
      }),
    close: () => void child.kill(),
  };
}

async function load({ url, body, connections, duration }: LoadRequest): Promise<Load> {
  const result: Result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections,
    duration,
  });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, requests: result.requests.total };
}

if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  process.on('message', (request: LoadRequest) => {
    load(request).then(
      (result) => process.send!({ load: result }),
      (err: unknown) => process.send!({ error: String(err) }),
    );
  });
  process.on('disconnect', () => process.exit(0));
}
