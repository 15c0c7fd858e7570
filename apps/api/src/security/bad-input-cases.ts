// Bad inputs generated from an operation of the OpenAPI document (the JSON Schema that
// fastify-type-provider-zod makes of each zod schema): a plausible request first, then one thing
// wrong with it per case. The bad-input suite sends each case once.

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path (`/api/x/{id}`). */
  path: string;
  parameters: Parameter[];
  bodySchema?: JsonSchema;
}

export interface BadInputCase {
  name: string;
  /** Path parameter values, already URL-encoded. */
  pathValues: Record<string, string>;
  /** The query string, already URL-encoded, without `?`. */
  query: string;
  body?: { payload: string; contentType: string };
  /** The field that holds a NUL or a lone surrogate: the answer must be a 400 naming it. */
  textIn?: string;
}

const MEGABYTE_STRING = 'x'.repeat(1_000_000);
/**
 * The megabyte string as JSON and URL-encoded, made once. A case's body or query joins these to
 * its other parts (V8 keeps a joined string as its parts, not a copy): a few hundred copies of a
 * megabyte made generating the suite's cases take about 50 s per database.
 */
const MEGABYTE_JSON = JSON.stringify(MEGABYTE_STRING);
const MEGABYTE_ENCODED = encodeURIComponent(MEGABYTE_STRING);
const MEGABYTE_MARK = '"megabyte-string-goes-here"';
const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\uD800b';
/**
 * A URL cannot carry a lone surrogate: the nearest thing is the UTF-8 bytes one would have, which
 * are invalid UTF-8. Not decodable, so no 400 naming a field is expected, only no 5xx.
 */
const SURROGATE_BYTES = 'a%ED%A0%80b';
const DEEP_JSON = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
/** At most this many fields of one body get their own cases (no body of the app comes near). */
const MAX_FIELDS = 80;

/** The schema a value takes: the first branch of an `anyOf` that says what it is. */
function resolve(schema: JsonSchema): JsonSchema {
  if (schema.anyOf?.length) return resolve(schema.anyOf.find((s) => s.type !== 'null') ?? {});
  return schema;
}

const typeOf = (schema: JsonSchema) => {
  const resolved = resolve(schema);
  if (resolved.type) return resolved.type;
  if (resolved.enum?.length) return typeof resolved.enum[0];
  if (resolved.properties) return 'object';
  return undefined;
};

const STRING_CANDIDATES = ['x', 'AU', 'x1', 'a_b', 'x.svg', 'x.pdf'];

/**
 * A plausible value for a schema: every property present, one item in each array, and strings
 * named after their field (distinct, so "each only once" rules hold).
 */
export function sample(schema: JsonSchema, path: string[] = []): unknown {
  const s = resolve(schema);
  if (s.enum?.length) return s.enum[0];
  switch (typeOf(s)) {
    case 'object':
      if (path.length > 8) return {};
      return Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([key, child]) => [
          key,
          sample(child, [...path, key]),
        ]),
      );
    case 'array':
      return path.length > 8 || !s.items ? [] : [sample(s.items, [...path, '0'])];
    case 'number':
    case 'integer':
      return Math.min(Math.max(1, s.minimum ?? 1), s.maximum ?? 1);
    case 'boolean':
      return false;
    case 'string': {
      if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000001';
      if (s.format === 'date-time') return new Date().toISOString();
      if (s.format === 'date') return '2020-01-01';
      const fits = (text: string) =>
        (!s.pattern || new RegExp(s.pattern).test(text)) &&
        text.length >= (s.minLength ?? 0) &&
        text.length <= (s.maxLength ?? Number.POSITIVE_INFINITY);
      const named = path.filter((key) => !/^\d+$/.test(key)).join('-');
      return [named, ...STRING_CANDIDATES].find(fits) ?? 'x'.repeat(Math.max(1, s.minLength ?? 1));
    }
    default:
      return 'x';
  }
}

interface Field {
  path: string[];
  schema: JsonSchema;
  required: boolean;
}

/** Every field of a body schema, nested ones included (array items as index 0). */
export function fieldsOf(schema: JsonSchema, path: string[] = [], depth = 0): Field[] {
  const s = resolve(schema);
  if (depth > 8) return [];
  if (typeOf(s) === 'object') {
    return Object.entries(s.properties ?? {}).flatMap(([key, child]) => [
      { path: [...path, key], schema: child, required: s.required?.includes(key) ?? false },
      ...fieldsOf(child, [...path, key], depth + 1),
    ]);
  }
  if (typeOf(s) === 'array' && s.items) {
    const item = [...path, '0'];
    return [
      { path: item, schema: s.items, required: false },
      ...fieldsOf(s.items, item, depth + 1),
    ];
  }
  return [];
}

/** A value of the wrong type for a field, or undefined when its type is not plain. */
function wrongType(schema: JsonSchema): { label: string; value: unknown } | undefined {
  switch (typeOf(schema)) {
    case 'string':
      return { label: 'number for string', value: 12345 };
    case 'number':
    case 'integer':
      return { label: 'string for number', value: 'not a number' };
    case 'boolean':
      return { label: 'string for boolean', value: 'not a boolean' };
    case 'array':
      return { label: 'object for array', value: { a: 1 } };
    case 'object':
      return { label: 'array for object', value: [1] };
    default:
      return undefined;
  }
}

type Json = Record<string, unknown>;
const isContainer = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/**
 * The base with one field changed (or removed). Where the base has no container on the way (a
 * null object, an empty array), the full sample's is used.
 */
function changed(base: unknown, full: unknown, path: string[], value: unknown, remove = false) {
  const copy = structuredClone(base) as Json;
  let node = copy;
  let fullNode = full as Json;
  for (const key of path.slice(0, -1)) {
    fullNode = (isContainer(fullNode) ? fullNode[key] : undefined) as Json;
    if (!isContainer(node[key])) node[key] = structuredClone(fullNode);
    node = node[key] as Json;
  }
  const last = path[path.length - 1] as string;
  if (remove) delete node[last];
  else node[last] = value;
  return copy;
}

const json = (payload: string) => ({ payload, contentType: 'application/json' });

/** JSON.stringify, with the megabyte string joined in rather than copied. */
function stringify(value: unknown): string {
  const text = JSON.stringify(value, (_key, v) =>
    v === MEGABYTE_STRING ? MEGABYTE_MARK.slice(1, -1) : v,
  );
  return text.split(MEGABYTE_MARK).reduce((joined, part) => `${joined}${MEGABYTE_JSON}${part}`);
}

const encode = (value: string) =>
  value === MEGABYTE_STRING ? MEGABYTE_ENCODED : encodeURIComponent(value);

const encodeQuery = (values: Record<string, string | string[]>) =>
  Object.entries(values)
    .flatMap(([k, v]) => [v].flat().map((one) => `${k}=${encode(one)}`))
    .reduce((query, pair) => (query ? `${query}&${pair}` : pair), '');

export interface Baseline {
  /** A working (URL-encoded) value for a path parameter. */
  pathValue: (parameter: Parameter) => string;
  /** Body fields that make the generated body one the operation accepts. */
  body?: Json;
}

/** The plausible request that the cases each break in one way. */
function baselineParts(operation: Operation, baseline: Baseline) {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const full = operation.bodySchema ? sample(operation.bodySchema) : undefined;
  return {
    pathParams,
    queryParams,
    full,
    path: Object.fromEntries(pathParams.map((p) => [p.name, baseline.pathValue(p)])),
    query: Object.fromEntries(
      queryParams.filter((p) => p.required).map((p) => [p.name, String(sample(p.schema))]),
    ),
    body: isContainer(full) ? { ...full, ...baseline.body } : full,
  };
}

/** The plausible request itself, to check that the baseline hints still work. */
export function baselineCase(operation: Operation, baseline: Baseline): BadInputCase {
  const parts = baselineParts(operation, baseline);
  return {
    name: 'baseline',
    pathValues: parts.path,
    query: encodeQuery(parts.query),
    ...(parts.body === undefined ? {} : { body: json(JSON.stringify(parts.body)) }),
  };
}

/** The bad-input cases of one operation. */
export function badInputCases(operation: Operation, baseline: Baseline): BadInputCase[] {
  const parts = baselineParts(operation, baseline);
  const { pathParams, queryParams, full } = parts;
  const basePath = parts.path;
  const baseQuery = parts.query;
  const baseBody = parts.body;
  const baseCase = baselineCase(operation, baseline);
  const base = () => ({ ...baseCase });
  const cases: BadInputCase[] = [];
  const add = (name: string, change: Partial<BadInputCase>) =>
    cases.push({ ...base(), ...change, name });

  for (const p of pathParams) {
    const at = (value: string) => ({ pathValues: { ...basePath, [p.name]: value } });
    const type = typeOf(p.schema);
    if (type === 'number' || type === 'integer') add(`path ${p.name}: not a number`, at('abc'));
    if (type === 'string') add(`path ${p.name}: 1 MB string`, at(MEGABYTE_STRING));
    add(`path ${p.name}: NUL`, { ...at('a%00b'), textIn: p.name });
    add(`path ${p.name}: invalid UTF-8 (a lone surrogate's bytes)`, at(SURROGATE_BYTES));
  }

  for (const p of queryParams) {
    const at = (value: string | string[]) => ({
      query: encodeQuery({ ...baseQuery, [p.name]: value }),
    });
    const type = typeOf(p.schema);
    if (type === 'number' || type === 'integer') add(`query ${p.name}: not a number`, at('abc'));
    else add(`query ${p.name}: array for string`, at(['x', 'y']));
    if (p.required) {
      const { [p.name]: _left, ...rest } = baseQuery;
      add(`query ${p.name}: missing`, { query: encodeQuery(rest) });
    }
    if (type === 'string') add(`query ${p.name}: 1 MB string`, at(MEGABYTE_STRING));
    add(`query ${p.name}: NUL`, { ...at(NUL), textIn: p.name });
    add(`query ${p.name}: invalid UTF-8 (a lone surrogate's bytes)`, {
      query: `${encodeQuery(baseQuery)}&${p.name}=${SURROGATE_BYTES}`.replace(/^&/, ''),
    });
  }

  if (operation.bodySchema) {
    for (const field of fieldsOf(operation.bodySchema).slice(0, MAX_FIELDS)) {
      const name = field.path.join('.');
      const at = (value: unknown) => ({
        body: json(stringify(changed(baseBody, full, field.path, value))),
      });
      const wrong = wrongType(field.schema);
      if (wrong) add(`body ${name}: ${wrong.label}`, at(wrong.value));
      add(`body ${name}: null`, at(null));
      if (field.required) {
        add(`body ${name}: missing`, {
          body: json(stringify(changed(baseBody, full, field.path, undefined, true))),
        });
      }
      if (typeOf(field.schema) === 'string') {
        add(`body ${name}: 1 MB string`, at(MEGABYTE_STRING));
        add(`body ${name}: NUL`, { ...at(NUL), textIn: name });
        add(`body ${name}: lone surrogate`, { ...at(LONE_SURROGATE), textIn: name });
      }
    }
    add('body: invalid JSON', { body: json('{"a": ') });
    add('body: JSON nested 10,000 deep', { body: json(DEEP_JSON) });
    add('body: empty', { body: json('') });
    add('body: array for object', { body: json('[]') });
    add('body: null', { body: json('null') });
    add('body: wrong content type (text/plain)', {
      body: { payload: JSON.stringify(baseBody), contentType: 'text/plain' },
    });
    add('body: wrong content type (application/xml)', {
      body: { payload: '<a>1</a>', contentType: 'application/xml' },
    });
  }
  return cases;
}
