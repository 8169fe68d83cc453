/* global console, process */
/**
 * `npm start`: builds the web app and the server only when their sources changed since the last
 * build (scripts/build-stamp.mjs), then runs the compiled server in this process. A fresh clone
 * needs `npm ci && npm start` and nothing else; later starts skip straight to the server.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isCurrent, sourceHash, writeStamp } from './build-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = [
  'packages/domain/src',
  'packages/domain/package.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'package-lock.json',
];
const builds = [
  {
    name: 'web app',
    dist: 'packages/web/dist',
    inputs: [
      'packages/web/src',
      'packages/web/public',
      'packages/web/index.html',
      'packages/web/vite.config.ts',
      'packages/web/package.json',
      ...shared,
    ],
    command: ['npm', ['run', 'build', '-w', '@balancer/web']],
  },
  {
    name: 'server',
    dist: 'packages/server/dist',
    inputs: ['packages/server/src', 'packages/server/scripts', 'packages/server/package.json', ...shared],
    command: [process.execPath, ['packages/server/scripts/build.mjs']],
  },
];

for (const build of builds) {
  const dist = path.join(root, build.dist);
  const hash = sourceHash(root, build.inputs);
  if (isCurrent(dist, hash)) continue;
  console.log(`Building the ${build.name} (its sources changed since the last build)…`);
  const [command, args] = build.command;
  // Quiet: the build's asset listing (hundreds of lines) would bury the start banner; shown only on failure.
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    console.error(`Building the ${build.name} failed.`);
    process.exit(result.status ?? 1);
  }
  writeStamp(dist, hash);
}

// `--build-only` stops here (the start bench builds first so that it times starts alone).
if (!process.argv.includes('--build-only')) await import(pathToFileURL(path.join(root, 'packages/server/dist/main.js')).href);
