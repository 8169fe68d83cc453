import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as v2 from '../index';

/** Every object key of a schema, with its path, through wrappers, unions, arrays and records. */
function keysOf(schema: z.core.$ZodType, path: string, out: string[], seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return out;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const walk = (s: unknown, p: string) => s && keysOf(s as z.core.$ZodType, p, out, seen);
  switch (def.type) {
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, z.core.$ZodType>)) {
        out.push(`${path}.${key}`);
        walk(value, `${path}.${key}`);
      }
      break;
    case 'array':
      walk(def.element, `${path}[]`);
      break;
    case 'union':
      (def.options as unknown[]).forEach((o, i) => walk(o, `${path}|${i}`));
      break;
    case 'intersection':
      walk(def.left, path);
      walk(def.right, path);
      break;
    case 'record':
      walk(def.valueType, `${path}{}`);
      break;
    case 'pipe':
      walk(def.in, path);
      walk(def.out, path);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      walk(def.innerType, path);
      break;
    case 'lazy':
      walk((def.getter as () => unknown)(), path);
      break;
  }
  return out;
}

const schemas = (Object.entries(v2) as [string, unknown][]).filter((e): e is [string, z.ZodType] => e[1] instanceof z.ZodType);
const camelCase = /^[a-z][A-Za-z0-9]*$/;

/** Names fixed by a standard: CDS Hooks' fhirAuthorization (OAuth 2.0) and the simplejwt claims of the token. */
const standard = new Set<string>([
  'accessClaimsSchema.is_superuser',
  'accessClaimsSchema.token_type',
  'accessClaimsSchema.user_id',
  'cdsRequestSchema.fhirAuthorization.access_token',
  'cdsRequestSchema.fhirAuthorization.expires_in',
  'cdsRequestSchema.fhirAuthorization.token_type',
]);

describe('the v2 wire', () => {
  it('walks every exported schema', () => expect(schemas.length).toBeGreaterThan(50));

  it('names every field in camelCase (snake_case lives in contract/legacy only)', () => {
    const offending = schemas.flatMap(([name, schema]) =>
      keysOf(schema, name, []).filter((p) => !camelCase.test(p.slice(p.lastIndexOf('.') + 1)) && !standard.has(p)),
    );
    expect(offending).toEqual([]);
  });
});
