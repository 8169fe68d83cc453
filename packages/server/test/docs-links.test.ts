import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Every `docs/…md#anchor` the code and the README point to exists, anchor included (GitHub's heading slugs). */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    return statSync(full).isDirectory() ? sources(full) : /\.(ts|tsx|js|mjs|css)$/.test(name) ? [full] : [];
  });
const files = [
  ...['packages', 'eval', 'bench', 'e2e', 'scripts'].flatMap((d) => sources(path.join(root, d))),
  path.join(root, 'README.md'),
];

const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
const anchorsOf = (doc: string) =>
  new Set([
    ...[...doc.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => slug(m[1]!)),
    ...[...doc.matchAll(/<a (?:id|name)="([^"]+)"/g)].map((m) => m[1]!),
  ]);

describe('links into docs/', () => {
  const links = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/docs\/[\w/.-]+?\.md(?:#[\w-]+)?/g)].map((m) => ({
      from: path.relative(root, file),
      link: m[0],
    })),
  );

  it('finds the links it checks', () => expect(links.length).toBeGreaterThan(40));

  it('each resolves to a file and, when it names one, a heading', () => {
    const broken = links.filter(({ link }) => {
      const [file, anchor] = link.split('#') as [string, string | undefined];
      const full = path.join(root, file);
      if (!existsSync(full)) return true;
      return anchor !== undefined && !anchorsOf(readFileSync(full, 'utf8')).has(anchor);
    });
    expect(broken).toEqual([]);
  });
});
