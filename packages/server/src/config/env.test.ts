import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { environmentVariables, loadConfig } from './env';

const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');

describe('configuration', () => {
  it('the README table lists exactly the variables the environment schema reads', () => {
    const table = readme.slice(readme.indexOf('| variable | default | meaning |'));
    const lines = table.split('\n').slice(2);
    const rows = lines.slice(
      0,
      lines.findIndex((line) => !line.startsWith('|')),
    );
    const documented = rows.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]));
    expect([...documented].sort()).toEqual([...environmentVariables].sort());
  });

  it('reads CORS_ORIGINS as a list of origins and refuses a path or a bad scheme by name', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example.org, http://localhost:5173/' }).corsOrigins).toEqual([
      'https://a.example.org',
      'http://localhost:5173',
    ]);
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://a.example.org/app' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: 'ftp://a.example.org' })).toThrow(/CORS_ORIGINS/);
  });
});
