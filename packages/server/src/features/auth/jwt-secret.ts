import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';

/**
 * JWT_SECRET when set; otherwise a random secret generated once and kept (mode 0600) in the data
 * directory, so tokens survive restarts. Never a constant.
 */
export function resolveJwtSecret(config: Config, log: FastifyBaseLogger): Uint8Array {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  const file = path.join(config.dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
      log.info({ file }, 'generated a JWT signing secret');
    } catch (err) {
      // Another process on the same directory won the race; use its secret.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  if (config.database.kind === 'postgres') {
    log.warn('JWT_SECRET is not set: each server process needs the same secret; set JWT_SECRET when running several');
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
