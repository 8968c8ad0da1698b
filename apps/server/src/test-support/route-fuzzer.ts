import { gzipSync } from 'node:zlib';
import type { InjectOptions } from 'fastify';

/** The parts of an OpenAPI 3 document the fuzzer reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

interface OpenApiOperation {
  parameters?: { in: 'query' | 'path' | 'header'; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  description?: string;
}

/** One generated request, and what kind of abuse made it (for the report). */
export interface FuzzRequest {
  route: string;
  kind: string;
  options: InjectOptions;
}

/** A small seeded PRNG (mulberry32): the same seed replays the same requests. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    integer: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

type Random = ReturnType<typeof createRandom>;

/** Values that broke something somewhere once: zero bytes, int4 overflow, huge and odd numbers, traversal, markup. */
const hostileStrings = [
  '',
  '\u0000',
  'x.png\u0000.html',
  '%00',
  'a'.repeat(5000),
  '../../../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '{"$gt":""}',
  '\uD800',
  '😀'.repeat(50),
  'NaN',
  '-1',
  '2147483648',
  '1e308',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  ' ',
  '\r\n\r\nX-Injected: 1',
];
const hostileNumbers = [2_147_483_648, -2_147_483_649, 9_007_199_254_740_993, 1e308, -1e308, -1, 0.5, 0, Number.MAX_SAFE_INTEGER];
const hostileValues: unknown[] = [...hostileStrings, ...hostileNumbers, null, true, false, [], {}, [null], { a: { b: { c: '\u0000' } } }, [['\u0000']]];

/** A workspace the timeline accepts, so mutations reach past the first check. */
function validWorkspace(random: Random): Record<string, unknown> {
  const durationMs = random.pick([500, 1000, 2000]);
  return {
    schemaVersion: 1,
    aspect_ratio: random.pick([0, 1, 2]),
    render_subtitle: random.chance(0.5),
    preview_cover_time: 0,
    scenes: [
      {
        duration: durationMs,
        bg_color: '#112233',
        tracks: [
          {
            type: 'text',
            index: 0,
            layers: [
              {
                type: 'text',
                x: 0,
                y: 0,
                w: 100,
                h: 50,
                prop: { textInfo: { text: 'Fuzz', fontSize: 40, color: '#ffffff' } },
                timeline: { start: 0, end: durationMs },
              },
            ],
          },
        ],
      },
    ],
  };
}

function hexDigits(random: Random, count: number): string {
  let text = '';
  for (let index = 0; index < count; index += 1) text += random.integer(0, 15).toString(16);
  return text;
}

/** A plausible value for a JSON schema: right type, within its bounds. */
function sample(schema: JsonSchema | undefined, random: Random, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return sample(random.pick(alternatives), random, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return random.pick(schema.enum);
  if (schema.description?.includes('timeline workspace')) return validWorkspace(random);
  const type = Array.isArray(schema.type) ? random.pick(schema.type) : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'uuid')
        return `${hexDigits(random, 8)}-${hexDigits(random, 4)}-4${hexDigits(random, 3)}-8${hexDigits(random, 3)}-${hexDigits(random, 12)}`;
      if (schema.format === 'email') return `fuzz${random.integer(1, 999)}@example.com`;
      const length = random.integer(schema.minLength ?? 0, Math.min(schema.maxLength ?? 24, 24));
      return Array.from({ length }, () => random.pick('abcdefghijklmnopqrstuvwxyz0123456789-_.'.split(''))).join('');
    }
    case 'integer':
      return random.integer(Math.max(schema.minimum ?? 0, -1000), Math.min(schema.maximum ?? 1000, 1000));
    case 'number':
      return (schema.minimum ?? 0) + random.next() * 100;
    case 'boolean':
      return random.chance(0.5);
    case 'array': {
      const length = random.integer(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3));
      return Array.from({ length }, () => sample(schema.items, random, depth + 1));
    }
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(name) || random.chance(0.6)) value[name] = sample(property, random, depth + 1);
      }
      return value;
    }
    default:
      return random.pick(['x', 1, null]);
  }
}

/** Replaces, removes or adds one value somewhere in a sampled document. */
function mutate(value: unknown, random: Random, depth = 0): unknown {
  if (depth > 0 && random.chance(0.35)) return random.pick(hostileValues);
  if (Array.isArray(value)) {
    if (value.length === 0 || random.chance(0.15)) return [...value, random.pick(hostileValues)];
    const copy = [...value];
    const index = random.integer(0, copy.length - 1);
    copy[index] = mutate(copy[index], random, depth + 1);
    return copy;
  }
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    const keys = Object.keys(copy);
    const roll = random.next();
    if (keys.length === 0 || roll < 0.1) copy[random.pick(['extra', 'x\u0000', '__proto__x', 'constructor'])] = random.pick(hostileValues);
    else if (roll < 0.25) delete copy[random.pick(keys)];
    else {
      const key = random.pick(keys);
      copy[key] = mutate(copy[key], random, depth + 1);
    }
    return copy;
  }
  return random.pick(hostileValues);
}

/** Percent-encodes like encodeURIComponent; a lone surrogate becomes bytes that are not UTF-8 (one more edge). */
function encodeLoose(text: string): string {
  return Array.from(text, (character) => {
    try {
      return encodeURIComponent(character);
    } catch {
      return '%ED%A0%80';
    }
  }).join('');
}

function queryString(values: Record<string, unknown>): string {
  const parts = Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${encodeLoose(name)}=${encodeLoose(typeof value === 'object' ? JSON.stringify(value) : String(value))}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

const otherMethods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;
const bodyContentTypes = [
  'application/json',
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
];

/**
 * Requests over every operation of the OpenAPI document: sampled values with
 * one hostile mutation, hostile path parameters, broken bodies (invalid JSON,
 * wrong content types, bad gzip, broken multipart), wrong methods, missing or
 * bogus tokens. Deterministic for a seed; lazy, so `token()` is read as
 * each request is made (a request may have signed the last token out).
 */
export function* generateFuzzRequests(document: OpenApiDocument, options: { seed: number; count: number; token: () => string }): Generator<FuzzRequest> {
  const random = createRandom(options.seed);
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => method !== 'head')
      .map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );
  for (let index = 0; index < options.count; index += 1) {
    const { path, method, operation } = operations[index % operations.length]!;
    const route = `${method} ${path}`;
    const authRoll = random.next();
    const headers: Record<string, string> = {};
    if (authRoll < 0.85) headers.authorization = `Bearer ${options.token()}`;
    else if (authRoll < 0.93) headers.authorization = random.pick(['Bearer bogus', 'Bearer ', 'Basic abc', `Bearer ${'x'.repeat(3000)}`]);

    const queryValues: Record<string, unknown> = {};
    let url = path;
    for (const parameter of operation.parameters ?? []) {
      const value = sample(parameter.schema, random);
      if (parameter.in === 'path') {
        const text = random.chance(0.5) ? random.pick(hostileStrings) || 'empty' : String(value ?? 'x');
        const encoded = parameter.name === '*' ? text.split('/').map(encodeLoose).join('/') : encodeLoose(text);
        url = url.replace(`{${parameter.name}}`, encoded);
      } else if (parameter.in === 'query' && (parameter.required || random.chance(0.7))) {
        queryValues[parameter.name] = value;
      }
    }
    const mutatedQuery = Object.keys(queryValues).length && random.chance(0.6) ? (mutate(queryValues, random) as Record<string, unknown>) : queryValues;
    const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
    const body = bodySchema ? sample(bodySchema, random) : undefined;
    let kind = 'sampled';
    const roll = random.next();
    const requestOptions: InjectOptions = { method: method as InjectOptions['method'], url: `${url}${queryString(mutatedQuery)}`, headers };

    if (path === '/api/common/upload' && roll < 0.7) {
      kind = 'multipart';
      const form = new FormData();
      if (random.chance(0.5)) form.append('use_to', String(random.pick(['generic', 'audio', 'everything', '\u0000', 'talking_photo'])));
      const bytes = random.pick([
        Buffer.from('hello'),
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(0),
        Buffer.from('MZ\u0090\u0000'),
      ]);
      form.append(
        random.pick(['file', 'other']),
        new Blob([new Uint8Array(bytes)]),
        random.pick(['a.png', 'x.png\u0000.html', 'a'.repeat(400), '../../x.txt', 'note.txt', '']),
      );
      requestOptions.payload = form;
    } else if (roll < 0.45 && body !== undefined) {
      kind = 'mutated-body';
      requestOptions.payload = mutate(body, random) as object;
    } else if (roll < 0.6) {
      kind = 'broken-body';
      headers['content-type'] = random.pick(bodyContentTypes);
      requestOptions.payload = random.pick([
        '{"a":',
        '',
        'null',
        '[]',
        '"text"',
        '{"a":"\\u0000"}',
        '\u0000\u0001\u0002',
        '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
        '{"a":1}'.repeat(100),
      ]);
    } else if (roll < 0.66) {
      kind = 'gzip';
      headers['content-type'] = 'application/json';
      headers['content-encoding'] = 'gzip';
      requestOptions.payload = random.chance(0.5) ? gzipSync(JSON.stringify(body ?? {})) : Buffer.from('not gzip at all');
    } else if (roll < 0.72) {
      kind = 'wrong-method';
      requestOptions.method = random.pick(otherMethods.filter((other) => other !== method));
      if (requestOptions.method !== 'GET' && requestOptions.method !== 'OPTIONS' && body !== undefined) requestOptions.payload = body as object;
    } else if (roll < 0.76) {
      kind = 'long-url';
      requestOptions.url = `${url}?q=${'a'.repeat(random.pick([8000, 17000]))}`;
    } else if (roll < 0.8) {
      kind = 'bad-content-length';
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(random.pick([0, 1, 5, 99999]));
      requestOptions.payload = JSON.stringify(body ?? { a: 1 });
    } else if (body !== undefined) {
      requestOptions.payload = body as object;
    }
    if (requestOptions.method === 'GET' || requestOptions.method === 'OPTIONS') {
      if (kind === 'broken-body' || kind === 'gzip' || kind === 'bad-content-length') {
        // A GET with a body is legal but unusual: keep it, it is one more edge.
      } else delete requestOptions.payload;
    }
    yield { route, kind, options: requestOptions };
  }
}
