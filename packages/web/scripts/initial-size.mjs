/* global URL, console, process */
// Prints the JavaScript that the first load of / fetches (the entry and its static imports, as
// listed in dist/index.html), gzipped, and fails if it is 155 KB or more. Then prints what opening
// /drugsummary adds: its route chunk and the chunks that one imports statically, plus the pdf.js worker.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
// 152 KB since issues 42 and 37: the patient-input table (every input's schema and meaning) and the
// rule condition tree are schemas every page validates with, and they added about 1 KB. To bring back
// under 150 KB: keep the inputs' form wording out of the shared schema module. 153 KB since ADR 0046:
// the six who-the-patient-is rows (questions, choices) and the summary's "About the patient" line.
// 155 KB since issues 41 and 39: the answer schema now carries each suggestion's dosing block (ADR 0047),
// validated by the shared schema module; the sign-in panel is part of the first paint (no layout
// shift); the risk answers' "not answered" state and the narrowed pregnancy cautions. To bring back
// under 150 KB: validate answers with a schema module loaded with the summary.
const LIMIT = 155 * 1024;
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(2).padStart(8)} KB`;

function printTotal(title, list, suffix = '') {
  let total = 0;
  console.log(`\n${title}`);
  for (const file of list) {
    const size = gz(file);
    total += size;
    console.log(`  ${file.padEnd(44)} ${kb(size)}`);
  }
  console.log(`  ${'total'.padEnd(44)} ${kb(total)}${suffix}`);
  return total;
}

const total = printTotal('Initial JavaScript for / (gzip):', files, ` (limit ${LIMIT / 1024} KB)`);

/** A chunk and, transitively, the chunks it imports statically (`from "./x.js"`, `import "./x.js"`). */
function staticClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  for (const m of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) staticClosure(`assets/${m[1]}`, seen);
  return seen;
}
const assets = readdirSync(join(dist, 'assets'));
const route = assets.find((f) => /^drugsummary-.*\.js$/.test(f));
if (route) {
  const initial = new Set(files);
  const extra = [...staticClosure(`assets/${route}`)].filter((f) => !initial.has(f));
  printTotal('JavaScript that /drugsummary adds (gzip):', extra);
  const worker = assets.find((f) => /^pdf\.worker.*\.m?js$/.test(f));
  if (worker) console.log(`  ${`assets/${worker} (worker, on first PDF)`.padEnd(44)} ${kb(gz(`assets/${worker}`))}`);
}
console.log('');

if (total >= LIMIT) {
  console.error('The initial JavaScript for / is over budget.');
  process.exit(1);
}
