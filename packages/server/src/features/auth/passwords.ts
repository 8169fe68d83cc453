import { hash, verify } from '@node-rs/argon2';

// OWASP's Argon2id baseline (m=19 MiB, t=2, p=1).
// `Algorithm` is an ambient const enum (unusable under verbatimModuleSyntax); 2 is Argon2id.
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** Spends the same time as a real check, so a missing account is not revealed by a faster answer. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword('not-a-real-password-used-for-timing');
  await verifyPassword(await dummy, password);
  return false;
}
