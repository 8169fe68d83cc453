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

  it('reads a variable set to nothing as unset, as an .env file or a compose file passes it', () => {
    const config = loadConfig({ SMTP_URL: '', SETTINGS_SECRET: '', METRICS_TOKEN: '', PORT: '' });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.settingsSecret).toBeUndefined();
    expect(config.metricsToken).toBeUndefined();
    expect(config.port).toBe(8000);
    // A value that is there is still checked.
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 32 characters/);
  });
});
