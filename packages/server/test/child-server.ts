import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../src/config/env';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `output()`: everything the process wrote so far (its JSON log lines). */
export type ChildServer = { url: string; child: ChildProcess; exited: Promise<number | null>; output(): string };

/** Runs the real server as its own process (so a test can SIGKILL it) and waits until it listens. */
export async function spawnServer(target: Config['database'], env: Record<string, string>): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...(target.kind === 'pglite'
        ? { DATA_DIR: target.dataDir }
        : { DATABASE_URL: target.url, DATA_DIR: path.join(serverRoot, '../../.test-data') }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += String(chunk);
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => (output += String(c)));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { url, child, exited, output: () => output };
}
