/* global URL, console, process */
// Prints the JavaScript that the first load of / fetches (the entry and its static imports, as
// listed in dist/index.html), gzipped, and fails if it is 150 KB or more.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const LIMIT = 150 * 1024;
let total = 0;
console.log('\nInitial JavaScript for / (gzip):');
for (const file of files) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`  ${file.padEnd(44)} ${(size / 1024).toFixed(2).padStart(8)} KB`);
}
console.log(`  ${'total'.padEnd(44)} ${(total / 1024).toFixed(2).padStart(8)} KB (limit 150 KB)\n`);
if (total >= LIMIT) {
  console.error('The initial JavaScript for / is over budget.');
  process.exit(1);
}
