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
  nullable?: boolean;
};

/** Values that broke servers before: NUL, numbers past PostgreSQL's integer, strings past every limit. */
export const hostile = {
  string: fc.constantFrom('a\u0000b', '\u0000', 'x'.repeat(100_000), '', ' ', '\uFF1D1+1', '\uD800', '../../etc/passwd', "'; DROP TABLE users; --"),
  number: fc.constantFrom(2147483648, -2147483649, 9007199254740993, 1e308, -1, 0, 0.5, -0),
  any: fc.constantFrom<unknown>(null, true, [], {}, 'a\u0000b', 2147483648, 'x'.repeat(20_000)),
};

/** Known-good values for fields of these names (a real document, a real version), so checks past "not found" run too. */
export type KnownValues = Record<string, unknown[]>;

type Resolve = (ref: string) => JsonSchema;
const INT_LIMIT = 2 ** 31;

/**
 * An arbitrary for a schema: mostly values of the schema's shape, with hostile leaves mixed in
 * (one leaf in about four), and now and then a value of the wrong type altogether.
 */
export function arbitraryOf(schema: JsonSchema, resolve: Resolve, known: KnownValues = {}, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) return arbitraryOf(resolve(schema.$ref), resolve, known, name, depth);
  const shaped = shapedArbitrary(schema, resolve, known, name, depth);
  const usual = known[name]?.length ? fc.oneof(fc.constantFrom(...known[name]), shaped) : shaped;
  return fc.oneof({ arbitrary: usual, weight: 6 }, { arbitrary: hostile.any, weight: 1 });
}

function shapedArbitrary(schema: JsonSchema, resolve: Resolve, known: KnownValues, name: string, depth: number): fc.Arbitrary<unknown> {
  const child = (s: JsonSchema, n: string) => arbitraryOf(s, resolve, known, n, depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.oneof({ arbitrary: fc.constantFrom(...schema.enum), weight: 4 }, { arbitrary: hostile.string, weight: 1 });
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((s) => child(s, name)));
  if (schema.allOf?.length) return child(Object.assign({}, ...schema.allOf.map((s) => (s.$ref ? resolve(s.$ref) : s))), name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (depth > 4) return hostile.any;
  switch (type) {
    case 'string':
      return fc.oneof({ arbitrary: stringOf(schema), weight: 3 }, { arbitrary: hostile.string, weight: 1 });
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -1_000_000;
      const max = Math.max(min, schema.maximum ?? 1_000_000);
      const inRange =
        type === 'integer'
          ? fc.integer({ min: Math.ceil(Math.max(min, -INT_LIMIT)), max: Math.floor(Math.min(max, INT_LIMIT)) })
          : fc.double({ min, max, noNaN: true });
      return fc.oneof({ arbitrary: inRange, weight: 3 }, { arbitrary: hostile.number, weight: 1 });
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
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in model) });
    }
    default:
      return hostile.any;
  }
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
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
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
  }
}
