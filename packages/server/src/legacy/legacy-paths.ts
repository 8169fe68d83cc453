import { legacyAliases, legacyFieldNames } from '@balancer/contract/legacy';

type Alias = { pattern: RegExp; names: string[]; target: string };

const compile = (legacy: string, target: string): Alias => {
  const names: string[] = [];
  const source = legacy
    .split(/(:[A-Za-z]+)/)
    .map((part) => (part.startsWith(':') ? (names.push(part.slice(1)), '([^/?#]+)') : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return { pattern: new RegExp(`^${source}$`), names, target };
};

const aliases = Object.entries(legacyAliases).map(([legacy, target]) => compile(legacy, target));
/** The first two segments of every legacy path ('/api/v1/', …): any other URL skips the patterns. */
const prefixes = [...new Set(Object.keys(legacyAliases).map((p) => p.split('/').slice(0, 3).join('/') + '/'))];

/**
 * The v2 path serving a legacy URL whose shapes are the same in both versions but for the field names
 * (renamed by ./legacy-wire.ts; query kept), or the URL unchanged. Exact spelling only: the original
 * API's trailing-slash rules hold.
 */
export function rewriteLegacyUrl(url: string): string {
  if (!prefixes.some((p) => url.startsWith(p))) return url;
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  for (const alias of aliases) {
    const match = alias.pattern.exec(path);
    if (!match) continue;
    const target = alias.names.reduce((t, name, i) => t.replace(`:${name}`, match[i + 1] ?? ''), alias.target);
    return target + (q === -1 ? '' : url.slice(q));
  }
  return url;
}

/** The legacy path for each aliased v2 path, for the OpenAPI document (path parameters in {braces}). */
export function legacyOpenApiPaths(): [legacy: string, v2: string][] {
  const braces = (p: string) => p.replace(/:([A-Za-z]+)/g, '{$1}');
  return Object.entries(legacyAliases).map(([legacy, v2]) => [braces(legacy), braces(v2)]);
}

const toV1 = new Map<string, string>(Object.entries(legacyFieldNames).map(([v1, v2]) => [v2, v1]));

/** A JSON Schema (or any part of an operation) with v2's field names put back to the original's (src/legacy/legacy-wire.ts). */
function withLegacyNames(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withLegacyNames);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      if (key === 'properties' && value && typeof value === 'object' && !Array.isArray(value))
        return [key, Object.fromEntries(Object.entries(value).map(([name, v]) => [toV1.get(name) ?? name, withLegacyNames(v)]))];
      if (key === 'required' && Array.isArray(value)) return [key, value.map((n) => (typeof n === 'string' ? (toV1.get(n) ?? n) : n))];
      if (key === 'parameters' && Array.isArray(value))
        return [
          key,
          value.map((p: unknown) =>
            p && typeof p === 'object' && 'name' in p
              ? { ...(withLegacyNames(p) as object), name: toV1.get(String(p.name)) ?? p.name }
              : withLegacyNames(p),
          ),
        ];
      return [key, withLegacyNames(value)];
    }),
  );
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
type Operation = { tags?: string[]; summary?: string; operationId?: string };

/** Adds each legacy alias to the OpenAPI document as a copy of its v2 path, tagged as legacy. */
export function withLegacyPaths<T extends { paths?: object }>(doc: T): T {
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Operation> | undefined>;
  for (const [legacy, v2] of legacyOpenApiPaths()) {
    const item = paths[v2];
    if (!item) continue;
    paths[legacy] = Object.fromEntries(
      Object.entries(withLegacyNames(item) as Record<string, Operation>).map(([method, op]) => {
        if (!METHODS.has(method)) return [method, op];
        delete op.operationId;
        return [method, { ...op, tags: ['legacy (v1)'], summary: `Legacy path of ${v2}${op.summary ? `: ${op.summary}` : ''}` }];
      }),
    );
  }
  return doc;
}
