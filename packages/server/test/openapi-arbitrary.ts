import fc from 'fast-check';

/** The part of JSON Schema the server's OpenAPI document uses (zod's output). */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
  nullable?: boolean;
};

/** Values that broke servers before: NUL, numbers past PostgreSQL's integer, strings past every limit. */
export const hostile = {
  string: fc.constantFrom(
    'a\u0000b',
    '\u0000',
    'x'.repeat(100_000),
    '',
    ' ',
    '\uFF1D1+1',
    '\uD800',
    '../../etc/passwd',
    "'; DROP TABLE users; --",
  ),
  number: fc.constantFrom(2147483648, -2147483649, Number.MAX_SAFE_INTEGER + 2, 1e308, -1, 0, 0.5, -0),
  any: fc.constantFrom<unknown>(null, true, [], {}, 'a\u0000b', 2147483648, 'x'.repeat(20_000)),
};

/** Known-good values for fields of these names (a real document, a real version), so checks past "not found" run too. */
export type KnownValues = Record<string, unknown[]>;

type Resolve = (ref: string) => JsonSchema;
const INT_LIMIT = 2 ** 31;

type Options = { resolve: Resolve; known: KnownValues; /** Values of the schema's shape only, no hostile ones. */ clean: boolean };

/**
 * An arbitrary for a schema: mostly values of the schema's shape, with hostile leaves mixed in
 * (one leaf in about four), and now and then a value of the wrong type altogether. `clean` gives
 * shaped values only, mostly valid, for `leafMutations` to spoil one leaf at a time.
 */
export function arbitraryOf(schema: JsonSchema, options: Options, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) return arbitraryOf(options.resolve(schema.$ref), options, name, depth);
  const shaped = shapedArbitrary(schema, options, name, depth);
  const known = options.known[name];
  // Clean values use the known ones (a real document) so the call gets past "not found".
  const usual = known?.length ? (options.clean ? fc.constantFrom(...known) : fc.oneof(fc.constantFrom(...known), shaped)) : shaped;
  return options.clean ? usual : fc.oneof({ arbitrary: usual, weight: 6 }, { arbitrary: hostile.any, weight: 1 });
}

/**
 * What one string leaf becomes, in turn: NUL-bearing, a lone surrogate (valid JSON, not valid Unicode:
 * how issue 38's 500s hid), oversize, and a right-to-left override with a zero-width joiner.
 */
const STRING_LEAVES = [
  (s: string) => `${s}\u0000`,
  (s: string) => `${s}\ud800`,
  (s: string) => `\udc00${s}`,
  () => 'x'.repeat(100_000),
  (s: string) => `\u202e${s}\u200d`,
];

/** Copies of a value with one leaf spoiled: each string leaf each way above, or a number leaf out of range (strings first). */
export function leafMutations(value: unknown, limit = 10): unknown[] {
  const strings: unknown[] = [];
  const numbers: unknown[] = [];
  const visit = (node: unknown, replace: (v: unknown) => unknown) => {
    if (typeof node === 'string') for (const spoil of STRING_LEAVES) strings.push(replace(spoil(node)));
    else if (typeof node === 'number') numbers.push(replace(2147483648));
    else if (Array.isArray(node)) node.forEach((v, i) => visit(v, (x) => replace(node.map((y, j) => (j === i ? x : y)))));
    else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) visit(v, (x) => replace({ ...(node as object), [k]: x }));
  };
  visit(value, (x) => x);
  return [...strings, ...numbers].slice(0, limit);
}

function shapedArbitrary(schema: JsonSchema, options: Options, name: string, depth: number): fc.Arbitrary<unknown> {
  const child = (s: JsonSchema, n: string) => arbitraryOf(s, options, n, depth + 1);
  const spoiled = <T>(arb: fc.Arbitrary<T>, bad: fc.Arbitrary<unknown>) =>
    options.clean ? arb : fc.oneof({ arbitrary: arb, weight: 3 }, { arbitrary: bad, weight: 1 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return spoiled(fc.constantFrom(...schema.enum), hostile.string);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((s) => child(s, name)));
  if (schema.allOf?.length) return child(Object.assign({}, ...schema.allOf.map((s) => (s.$ref ? options.resolve(s.$ref) : s))), name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (depth > 4) return hostile.any;
  switch (type) {
    case 'string':
      return spoiled(stringOf(schema, name), hostile.string);
    case 'integer':
    case 'number': {
      // Clean numbers stay near the bottom of the range: page 3 of a 10-page document, not page 10^9.
      const min = schema.minimum ?? (options.clean ? 0 : -1_000_000);
      const max = Math.max(min, options.clean ? Math.min(schema.maximum ?? min + 5, min + 5) : (schema.maximum ?? 1_000_000));
      const inRange =
        type === 'integer'
          ? fc.integer({ min: Math.ceil(Math.max(min, -INT_LIMIT)), max: Math.floor(Math.min(max, INT_LIMIT)) })
          : fc.double({ min, max, noNaN: true });
      return spoiled(inRange, hostile.number);
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const items = schema.items ? child(schema.items, name) : hostile.any;
      return fc.array(items, { minLength: Math.min(schema.minItems ?? 0, 3), maxLength: Math.min(schema.maxItems ?? 4, 4) });
    }
    case 'object': {
      const props = Object.entries(schema.properties ?? {});
      if (!props.length) return fc.dictionary(fc.string({ maxLength: 8 }), hostile.any, { maxKeys: 3 });
      const model = Object.fromEntries(props.map(([key, s]) => [key, child(s, key)]));
      // Clean values carry every key, so each can be spoiled in turn.
      return fc.record(model, { requiredKeys: options.clean ? Object.keys(model) : (schema.required ?? []).filter((k) => k in model) });
    }
    default:
      return hostile.any;
  }
}

function stringOf(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  // The OpenAPI document loses zod's e-mail format: an address field still gets addresses, so its checks run.
  switch (schema.format ?? (/e-?mail/i.test(name) ? 'email' : undefined)) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'date':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'uri':
      return fc.webUrl();
    default:
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter((x) => x.length <= (schema.maxLength ?? 200));
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? 40, 40)),
      });
  }
}

/**
 * One schema per branch of every union in `schema` (depth first, unions inside the chosen branch too,
 * at most `limit`), so a clean sample of each reaches the handler: the highlight, ink and stamp of an
 * annotation, each kind of content change.
 */
export function unionBranches(schema: JsonSchema, resolve: Resolve, limit = 12, depth = 0): JsonSchema[] {
  if (depth > 6) return [schema];
  if (schema.$ref) return unionBranches(resolve(schema.$ref), resolve, limit, depth + 1);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return choices.flatMap((c) => unionBranches(c, resolve, limit, depth + 1)).slice(0, limit);
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    const branches = unionBranches(child, resolve, limit, depth + 1);
    if (branches.length > 1) return branches.map((b) => ({ ...schema, properties: { ...schema.properties, [key]: b } }));
  }
  return [schema];
}
