import { z } from 'zod';
import { readStored, writeStored } from './storage';

export const PHI_CERTIFICATION_KEY = 'balancer.noPhiCertified';

const certificationSchema = z.object({ certified: z.literal(true), at: z.string() });

/** The "I understand: no PHI" certification is asked once per browser (docs/product.md#patient-record). */
export function isPhiCertified(): boolean {
  return readStored(PHI_CERTIFICATION_KEY, certificationSchema.nullable(), null) !== null;
}

export function certifyNoPhi(at: string): void {
  writeStored(PHI_CERTIFICATION_KEY, { certified: true, at });
}
