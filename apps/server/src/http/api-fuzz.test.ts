import { failureSchema } from '@skyparcel/domain/api-envelope';
import { isErrorCode } from '@skyparcel/domain/error-codes';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { aCustomer, anAddress, aPricedOrder } from '../test/builders.ts';
import { testApp } from '../test/test-app.ts';

/*
 * The API fuzzer: walks the OpenAPI document at /api/docs/json and sends every operation broken
 * input (wrong types, missing fields, huge strings, NUL, deep nesting, unicode edge cases, broken
 * JSON, odd path, query and header values), anonymously and as a signed-in customer. Every answer
 * must be below 500, every failure the error envelope ({status: false, code, message, data}; the
 * GraphQL endpoint, which documents GraphQL's own error list, may answer that instead), and a
 * signed-in operation must refuse an anonymous caller before it reads the input. A route added
 * later is fuzzed without a change here. All broken answers are listed at once.
 *
 * Each case breaks one thing of a baseline request that is valid where the fuzzer knows a valid
 * value (EXAMPLES and the customer's own addresses and order, by wire field name), so the broken
 * value gets past the other fields' validation into the use case behind.
 *
 * Deterministic: each operation's values come from a generator seeded with SEED and the
 * operation's name, so a failure reproduces and a new route changes no other route's cases;
 * API_FUZZ_SEED runs another seed.
 */

const SEED = Number(process.env.API_FUZZ_SEED ?? 0x5eed_f022);
const CONCURRENCY = 8;
/**
 * Where each identity's requests come from: never the 127.0.0.1 the test's own sign-ups come
 * from, so the fuzzer's rate-limit and sign-in throttle counts never refuse them. A remote address
 * for the anonymous caller, this machine's IPv6 loopback for the customer (the dev mail outbox
 * answers only this machine). Two addresses give twice the rate-limit budget: most cases of a
 * rate-limited route reach its validation, and the last ones still meet 429.
 */
const FUZZ_ADDRESSES = { anonymous: '203.0.113.7', 'signed in': '::1' } as const;

/** Paths the document lists that take no API input, with the reason. */
const SKIPPED: { prefix: string; reason: string }[] = [
  { prefix: '/api/docs', reason: 'the document and its viewer: static files, no input' },
];

/** Calls a gateway makes, answered in its own protocol: VNPay's IPN 200 {RspCode, Message}, PortOne's webhook 200 {received}. */
const GATEWAY_ANSWERS: Record<string, (body: unknown) => boolean> = {
  'GET /api/v1/payment/vnpay/ipn': (body) =>
    isPlainObject(body) && typeof body.RspCode === 'string' && typeof body.Message === 'string',
  'POST /api/v1/payment/portone/webhook': (body) => isPlainObject(body) && typeof body.received === 'boolean',
};

/** Calls that answer a file, not the envelope, when they succeed: the content types each may send. */
const FILE_ANSWERS: Record<string, RegExp> = {
  'GET /api/v1/orders/export': /^application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet$/,
  'GET /api/v1/orders/import/template':
    /^(application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet|text\/csv; charset=utf-8)$/,
};

/** Valid wire values by field name, for fields the customer's own data does not name. */
const EXAMPLES: Record<string, unknown> = {
  name: 'Đỗ Thị Thử',
  email: 'fuzz@example.com',
  new_password: 'Start12345',
  lang: 'en',
  latitude: 21.0285,
  longitude: 105.8542,
  lng: 105.8542,
  origin: '79',
  destination: '01',
  input: 'Hà Nội',
  company_name: 'Sao Việt',
  company_address: '45 Lê Lợi',
  tax_number: '0312345673',
  query: '{ settings { interval } packageTypes(lang: "vi") { code name } }',
};

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
};
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };
type Content = Record<string, { schema?: Schema }>;
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Content };
  responses?: Record<string, { content?: Content }>;
  security?: unknown[];
};

/** One documented operation, as the fuzzer needs it. */
type Target = {
  name: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body?: { schema: Schema; mediaTypes: string[] };
  signedIn: boolean;
  /** Documents GraphQL's `errors` list as its failure answer. */
  graphql: boolean;
};

/** A URL part: text to percent-encode, or raw text sent as it is (bad percent-encoding). */
type UrlText = string | { raw: string };
type Case = {
  name: string;
  path: Record<string, UrlText>;
  query: [string, UrlText][];
  headers: Record<string, string>;
  body?: { payload: string; type: string };
  /** Breaks the path itself, which the router may refuse before any route hook runs. */
  breaksPath?: boolean;
};
type Identity = keyof typeof FUZZ_ADDRESSES;
/** One request to send: a case, as whom, and for a forged token its Authorization header. */
type Send = { fuzz: Case; identity: Identity; authorization?: string };
type Examples = Record<string, unknown>;

// Values

/** mulberry32: a small seeded generator, so a run can be repeated exactly. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  return <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
}
type Pick = ReturnType<typeof seeded>;

/** FNV-1a, to seed each operation by its name. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

const HUNDRED_KB = 'ă'.repeat(50_000); // 2 bytes each in UTF-8
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

/** Texts every text field, parameter and path segment is tried with. */
const TEXTS: [string, string][] = [
  ['100 KB', HUNDRED_KB],
  ['5,000 chars', 'x'.repeat(5_000)],
  ['NUL', 'a\u0000b'],
  ['empty', ''],
  ['RTL and zero-width', '\u202eabc\u200b\u200c\u200d\ufeff\u2066x\u2069 مرحبا'],
  ['emoji', '👩‍👩‍👧‍👦🇻🇳🏳️‍🌈😀'],
  ['combining marks', 'Vie\u0302\u0323t Z\u0351\u0352\u0353a\u0300\u0301\u0302 \u1112\u1161\u11ab'],
  ['long grapheme', `a${'\u0301'.repeat(10_000)}`],
  ['control characters', '\u0001\u0008\u001b[31m\u007f\u0085\u2028'],
  ['noncharacters', '\ufffe\uffff\u{10ffff}'],
  ['whitespace only', ' \t\u00a0\u3000'],
  ['injection', "' OR 1=1;--<script>%s%n{{7*7}}../../etc/passwd"],
  ['digits', '12345'],
  ['JSON', '{"kind":"Document","definitions":[{"a":[1]}]}'],
];
/** Texts only JSON can carry: lone surrogates (JSON.stringify writes them as "\ud800"). */
const JSON_ONLY_TEXTS: [string, string][] = [
  ['lone surrogate', 'x\ud800y'],
  ['reversed surrogates', '\udc00\ud800'],
];
/** A text of the longest length allowed, in a character of 3 bytes in UTF-8. */
const AT_MAX_LENGTH = (length: number) => 'ẞ'.repeat(length);
/** Percent-encodings no text makes: broken, overlong or surrogate UTF-8. */
const RAW_URL_TEXTS: [string, UrlText][] = [
  ['lone surrogate (%ED%A0%80)', { raw: '%ED%A0%80' }],
  ['broken percent-encoding', { raw: '%E0%A4%zz%' }],
  ['overlong NUL (%C0%80)', { raw: '%C0%80' }],
];
/** A field's value with the wrong JSON type. */
const WRONG_TYPES: [string, unknown][] = [
  ['a number', 12345],
  ['a string', '12345x'],
  ['a boolean', true],
  ['an object', { a: 1 }],
  ['an array', [1, 'a']],
  ['null', null],
];
/** Numbers at JSON's edges; `raw()` ones are written into the JSON text as they are. */
const NUMBERS: [string, unknown][] = [
  ['-1', -1],
  ['0', 0],
  ['1.5', 1.5],
  ['2^31 (past int4)', 2 ** 31],
  ['2^53 + 2', 2 ** 53 + 2],
  ['1e308', 1e308],
  ['1e999', raw('1e999')],
  ['-1e999', raw('-1e999')],
  ['1e-400', raw('1e-400')],
  ['30 digits', raw('123456789012345678901234567890')],
  ['-0', raw('-0')],
];
/** Query values for a numeric or boolean parameter. */
const WRONG_QUERY_VALUES = ['abc', '1.5', '-1', '1e999', 'NaN', '0x10', '2147483648', '9'.repeat(400)];

function raw(text: string) {
  return `@@raw:${text}@@`;
}
const stringify = (value: unknown) => JSON.stringify(value).replace(/"@@raw:([^"]*)@@"/g, '$1');
const nested = (levels: number, leaf = '1') => `${'{"a":'.repeat(levels)}${leaf}${'}'.repeat(levels)}`;
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function typeOf(schema: Schema | undefined): string | undefined {
  if (!schema) return undefined;
  const branch = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (branch?.length) return typeOf(branch.find((each) => !each.enum) ?? branch[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((each) => each !== 'null') : schema.type;
  return type ?? (schema.properties ? 'object' : undefined);
}

/** The example of this field name, when the schema takes a value of its kind. */
function exampleFor(key: string | undefined, schema: Schema | undefined, examples: Examples): unknown {
  const value = key === undefined ? undefined : examples[key];
  if (value === undefined || value === null) return undefined;
  return schema && fits(value, schema) ? value : undefined;
}

/** Whether a value is of the schema's kind (any branch's, for a union). */
function fits(value: unknown, schema: Schema): boolean {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.some((branch) => fits(value, branch));
  if (schema.enum) return schema.enum.includes(value);
  const type = typeOf(schema);
  return (
    (type === 'string' && typeof value === 'string') ||
    (type === 'number' && typeof value === 'number') ||
    (type === 'integer' && Number.isInteger(value)) ||
    (type === 'boolean' && typeof value === 'boolean') ||
    (type === 'array' && Array.isArray(value)) ||
    (type === 'object' && isPlainObject(value))
  );
}

/** A plausible value the schema allows: the field's example, else one made from the schema. */
function sample(schema: Schema | undefined, examples: Examples, key?: string, depth = 0): unknown {
  if (!schema) return undefined;
  const example = exampleFor(key, schema, examples);
  if (example !== undefined) return example;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const branch = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (branch?.length) return sample(branch[0], examples, key, depth);
  switch (typeOf(schema)) {
    case 'string':
      return sampleText(schema);
    case 'integer':
      return Math.max(Math.ceil(schema.minimum ?? 1), 1);
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return depth > 4 ? [] : [sample(schema.items, examples, undefined, depth + 1)].filter((v) => v !== undefined);
    case 'object': {
      if (depth > 4) return {};
      const entries = Object.entries(schema.properties ?? {})
        .filter(([name, child]) => isWanted(name, child, schema.required, examples))
        .map(([name, child]) => [name, sample(child, examples, name, depth + 1)]);
      return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
    }
    default:
      return undefined; // any value: left out
  }
}

/**
 * Whether a baseline sends this field: when it is required or the fuzzer knows a value for it
 * (an optional field filled with a made-up value would fail the whole baseline).
 */
function isWanted(name: string, schema: Schema | undefined, required: string[] = [], examples: Examples): boolean {
  return required.includes(name) || schema?.default !== undefined || exampleFor(name, schema, examples) !== undefined;
}

function sampleText(schema: Schema): string {
  if (schema.format === 'uuid') return UNKNOWN_UUID;
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'date-time') return '2030-01-01T00:00:00Z';
  if (schema.format === 'date') return '2030-01-01';
  return '1'.repeat(Math.max(schema.minLength ?? 1, 1)).slice(0, schema.maxLength ?? 100);
}

// Cases

type Variant = (name: string, change: Partial<Case>) => Case;

function casesOf(target: Target, examples: Examples): Case[] {
  const pick = seeded(SEED ^ hashOf(target.name));
  const base: Case = {
    name: 'baseline',
    path: Object.fromEntries(
      parametersIn(target, 'path').map((p) => [p.name, String(sample(p.schema, examples, p.name) ?? 'x')]),
    ),
    query: parametersIn(target, 'query').flatMap((p): [string, UrlText][] => {
      const value = isWanted(p.name, p.schema, p.required ? [p.name] : [], examples)
        ? sample(p.schema, examples, p.name)
        : undefined;
      return value === undefined ? [] : [[p.name, String(value)]];
    }),
    // Optional headers are left out: a fixed Idempotency-Key would answer every later case "reused".
    headers: Object.fromEntries(
      parametersIn(target, 'header')
        .filter((p) => p.required)
        .map((p) => [p.name, String(sample(p.schema, examples, p.name) ?? 'x').padEnd(8, '1')]),
    ),
    body: target.body
      ? { payload: stringify(sample(target.body.schema, examples)), type: 'application/json' }
      : undefined,
  };
  const variant: Variant = (name, change) => ({ ...base, ...change, name });
  const language = (label: string, value: string) =>
    variant(`header Accept-Language = ${label}`, { headers: { ...base.headers, 'accept-language': value } });
  return dedupe([
    base,
    language('malformed', `zz-ZZ;q=1e999, \u00e9;q=-1,,;q=, vi;q=NaN, *;q=2, ${'x'.repeat(5_000)}`),
    language('1,000 languages', Array.from({ length: 1_000 }, (_, i) => `l${i};q=0.${i % 10}`).join(',')),
    ...pathCases(target, base, variant),
    ...queryCases(target, base, variant, pick),
    ...headerCases(target, base, variant),
    ...(target.body ? bodyCases(target.body, base, variant, pick) : strayBodyCases(target, variant)),
  ]);
}

const parametersIn = (target: Target, place: string) => target.parameters.filter((p) => p.in === place);

function pathCases(target: Target, base: Case, variant: Variant): Case[] {
  const values: [string, UrlText][] = [
    ['x', 'x'],
    ['unknown uuid', UNKNOWN_UUID],
    ['-1', '-1'],
    ['1e999', '1e999'],
    ['dot segments', '../..'],
    ['encoded slash', { raw: '..%2F..%2Fapi' }],
    ['__proto__', '__proto__'],
    ...TEXTS.filter(([label]) => label !== 'empty' && label !== '100 KB'),
    ...RAW_URL_TEXTS,
  ];
  return parametersIn(target, 'path').flatMap((parameter) =>
    values.map(([label, value]) =>
      variant(`path ${parameter.name} = ${label}`, {
        path: { ...base.path, [parameter.name]: value },
        breaksPath: true,
      }),
    ),
  );
}

function queryCases(target: Target, base: Case, variant: Variant, pick: Pick): Case[] {
  const parameters = parametersIn(target, 'query');
  if (parameters.length === 0) return [];
  const cases = [
    variant('query: none', { query: [] }),
    variant('query: every parameter 100 KB', { query: parameters.map((p) => [p.name, HUNDRED_KB]) }),
    variant('query: unknown and prototype keys', {
      query: [...base.query, ['__proto__', 'x'], ['constructor[prototype][x]', '1'], ['zz', 'y']],
    }),
  ];
  for (const bound of ['minimum', 'maximum'] as const) {
    const bounded = parameters.filter((p) => p.schema?.[bound] !== undefined);
    if (bounded.length === 0) continue;
    const others = base.query.filter(([key]) => !bounded.some((p) => p.name === key));
    const values = bounded.map((p): [string, UrlText] => [p.name, String(p.schema?.[bound])]);
    cases.push(variant(`query: every number at its ${bound}`, { query: [...others, ...values] }));
  }
  const long = parameters.filter((p) => p.schema?.maxLength !== undefined);
  if (long.length > 0) {
    const others = base.query.filter(([key]) => !long.some((p) => p.name === key));
    const values = long.map((p): [string, UrlText] => [p.name, AT_MAX_LENGTH(p.schema?.maxLength ?? 0)]);
    cases.push(variant('query: every text at its maxLength', { query: [...others, ...values] }));
  }
  for (const parameter of parameters) {
    const name = parameter.name;
    const others = base.query.filter(([key]) => key !== name);
    const set = (label: string, ...values: UrlText[]) =>
      variant(`query ${name} = ${label}`, { query: [...others, ...values.map((v): [string, UrlText] => [name, v])] });
    if (parameter.required) cases.push(variant(`query ${name} missing`, { query: others }));
    const type = typeOf(parameter.schema);
    if (type === 'integer' || type === 'number' || type === 'boolean') {
      cases.push(...WRONG_QUERY_VALUES.map((wrong) => set(wrong.length > 20 ? '400 digits' : wrong, wrong)));
    }
    cases.push(
      set('repeated (an array)', '1', 'x'),
      variant(`query ${name}[a] (an object)`, { query: [...others, [`${name}[a]`, '1']] }),
      set('NUL', 'a\u0000b'),
    );
    for (const [label, value] of [pick(TEXTS), pick(TEXTS), pick(RAW_URL_TEXTS)]) cases.push(set(label, value));
  }
  return cases;
}

function headerCases(target: Target, base: Case, variant: Variant): Case[] {
  const values: [string, string][] = [
    ['empty', ''],
    ['x', 'x'],
    ['5,000 chars', 'a'.repeat(5_000)],
    ['Latin-1 bytes', 'caf\u00e9-\u00ff-key'],
  ];
  return parametersIn(target, 'header').flatMap((parameter) =>
    values.map(([label, value]) =>
      variant(`header ${parameter.name} = ${label}`, { headers: { ...base.headers, [parameter.name]: value } }),
    ),
  );
}

function bodyCases(body: NonNullable<Target['body']>, base: Case, variant: Variant, pick: Pick): Case[] {
  const send = (name: string, payload: string, type = 'application/json') => variant(name, { body: { payload, type } });
  const json = (name: string, value: unknown) => send(name, stringify(value));
  const baseline = JSON.parse(base.body?.payload ?? '{}') as unknown;
  const object = isPlainObject(baseline) ? baseline : {};
  const text = stringify(object);
  const properties = Object.entries(body.schema.properties ?? {});
  const firstKey = properties[0]?.[0] ?? 'a';
  const withValue = (key: string, value: unknown) => ({ ...object, [key]: value });
  const texts = [...TEXTS, ...JSON_ONLY_TEXTS];

  const cases = [
    send('body: none', ''),
    json('body: {}', {}),
    json('body: null', null),
    json('body: an array', [object]),
    json('body: a string', 'text'),
    json('body: a number', 1),
    send('body: malformed JSON', '{"a":'),
    send('body: trailing comma', `${text.slice(0, -1)},}`),
    send('body: __proto__ key', `{"__proto__":{"polluted":true},${text.slice(1)}`),
    send('body: constructor.prototype', '{"constructor":{"prototype":{"polluted":true}}}'),
    send('body: nested 5,000 deep', nested(5_000)),
    send('body: arrays nested 5,000 deep', `${'['.repeat(5_000)}${']'.repeat(5_000)}`),
    send(`body: ${firstKey} nested 5,000 deep`, `{"${firstKey}":${nested(5_000)}}`),
    send('body: over 1 MB', stringify(withValue(firstKey, 'x'.repeat(1_100_000)))),
    send('body: as text/plain', text, 'text/plain'),
    send('body: JSON with a UTF-16 charset', text, 'application/json; charset=utf-16'),
    send('body: byte order mark', `\ufeff${text}`),
    send('body: as a form', formOf(object), 'application/x-www-form-urlencoded'),
    send('body: duplicate keys', `{"${firstKey}":{"a":1},${text.slice(1)}`),
    json('body: unknown fields', { ...object, zz_unknown: 'x', ZZ: { a: [1] } }),
    ...texts.map(([label, value]) =>
      json(
        `body: every text field ${label}`,
        mapTexts(object, () => value),
      ),
    ),
  ];
  for (const bound of ['minimum', 'maximum'] as const) {
    const bounded = properties.filter(([, schema]) => schema[bound] !== undefined);
    const values = Object.fromEntries(bounded.map(([key, schema]) => [key, schema[bound]]));
    if (bounded.length > 0) cases.push(json(`body: every number at its ${bound}`, { ...object, ...values }));
  }
  const long = properties.filter(([, schema]) => schema.maxLength !== undefined);
  if (long.length > 0) {
    const values = Object.fromEntries(long.map(([key, schema]) => [key, AT_MAX_LENGTH(schema.maxLength ?? 0)]));
    cases.push(json('body: every text at its maxLength', { ...object, ...values }));
  }
  for (const key of body.schema.required ?? []) {
    const { [key]: _left, ...rest } = object;
    cases.push(json(`body ${key} missing`, rest));
  }
  for (const [key, schema] of properties) {
    const type = typeOf(schema);
    for (const [label, value] of WRONG_TYPES) {
      const sameType = typeof value === 'object' ? label === `an ${type}` : typeof value === type;
      // One primitive swap (number and string) is enough, but a boolean field gets the boolean's.
      if (sameType || (label === 'a boolean' && type !== undefined) || (label === 'a number' && type === 'integer')) {
        continue;
      }
      cases.push(json(`body ${key} = ${label}`, withValue(key, value)));
    }
    const edges = type === 'integer' || type === 'number' ? NUMBERS : [pick(texts), pick(texts)];
    for (const [label, value] of edges) {
      cases.push(json(`body ${key} = ${label}`, withValue(key, value)));
    }
    if (type === 'array') {
      const item = sample(schema.items, {}) ?? 1;
      cases.push(
        json(
          `body ${key} = 10,000 items`,
          withValue(
            key,
            Array.from({ length: 10_000 }, () => item),
          ),
        ),
        json(`body ${key} = [null]`, withValue(key, [null])),
      );
    }
    if (type === 'object') {
      const inner = isPlainObject(object[key]) ? object[key] : {};
      for (const childKey of Object.keys(schema.properties ?? {})) {
        const [label, value] = pick(WRONG_TYPES);
        cases.push(json(`body ${key}.${childKey} = ${label}`, withValue(key, { ...inner, [childKey]: value })));
      }
    }
  }
  if (body.mediaTypes.includes('application/x-www-form-urlencoded')) cases.push(...formCases(object, variant));
  return cases;
}

/** Form bodies: every value is text, so types cannot be wrong; repeated and bracketed keys can. */
function formCases(object: Record<string, unknown>, variant: Variant): Case[] {
  const formType = 'application/x-www-form-urlencoded';
  const form = (name: string, pairs: [string, string][]) =>
    variant(name, { body: { payload: new URLSearchParams(pairs).toString(), type: formType } });
  const pairs = Object.entries(object).map(([key, value]): [string, string] => [key, String(value)]);
  return [
    form('form: empty', []),
    form('form: keys repeated', [...pairs, ...pairs]),
    form(
      'form: bracketed keys',
      pairs.map(([key, value]) => [`${key}[a]`, value]),
    ),
    ...TEXTS.map(([label, value]) =>
      form(
        `form: every field ${label}`,
        pairs.map(([key]) => [key, value]),
      ),
    ),
    variant('form: broken percent-encoding', {
      body: { payload: pairs.map(([key]) => `${key}=%ED%A0%80%zz`).join('&'), type: formType },
    }),
  ];
}

/** An operation that takes no body gets one anyway. */
function strayBodyCases(target: Target, variant: Variant): Case[] {
  if (target.method === 'GET') return [];
  const json = (name: string, payload: string) => variant(name, { body: { payload, type: 'application/json' } });
  return [
    json('stray body: JSON', '{"a":[1,{"b":null}]}'),
    json('stray body: nested 5,000 deep', nested(5_000)),
    json('stray body: malformed JSON', '{'),
  ];
}

function mapTexts(value: unknown, replace: (text: string) => string): unknown {
  if (typeof value === 'string') return replace(value);
  if (Array.isArray(value)) return value.map((item) => mapTexts(item, replace));
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, mapTexts(child, replace)]));
  }
  return value;
}

function formOf(object: Record<string, unknown>): string {
  const pairs = Object.entries(object).map(([key, value]): [string, string] => [
    key,
    typeof value === 'object' ? JSON.stringify(value) : String(value),
  ]);
  return new URLSearchParams(pairs).toString();
}

function dedupe(cases: Case[]): Case[] {
  return [...new Map(cases.map((each) => [each.name, each])).values()];
}

/** A signed-in operation with a broken Authorization header: 401 like no header at all. */
function forgedTokens(fuzz: Case, token: string): Send[] {
  const [header, payload] = token.split('.');
  return [
    `Bearer ${token}x`,
    `Bearer ${header}.${payload}.`,
    `Bearer eyJhbGciOiJub25lIn0.${payload}.`,
    `Bearer ${'a'.repeat(5_000)}`,
    `Basic ${token}`,
    'Bearer',
  ].map((authorization) => ({ fuzz, identity: 'anonymous', authorization }));
}

// Answers

const encode = (text: UrlText) => (typeof text === 'string' ? encodeURIComponent(text) : text.raw);

function urlOf(target: Target, fuzz: Case): string {
  const path = target.path.replace(/\{([^}]+)\}/g, (_, name: string) => encode(fuzz.path[name] ?? 'x'));
  const query = fuzz.query.map(([key, value]) => `${encodeURIComponent(key)}=${encode(value)}`).join('&');
  return query ? `${path}?${query}` : path;
}

/** What a signed-in operation may answer a caller without a valid token, before reading the input. */
const ANSWERED_BEFORE_SIGN_IN = ['UNAUTHORIZED', 'TOO_MANY_REQUESTS'];
/** What the router answers a malformed (BAD_REQUEST) or over-long path before any route hook runs. */
const ANSWERED_BY_ROUTER = ['BAD_REQUEST', 'URI_TOO_LONG'];

/** What is wrong with an answer, or null when it is a proper one. */
function problemOf(target: Target, { fuzz, identity }: Send, response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status >= 500) return 'a server error';
  if (status < 300 && FILE_ANSWERS[target.name]) {
    if (identity === 'anonymous' && target.signedIn) return 'a success without a signed-in customer';
    return FILE_ANSWERS[target.name].test(String(response.headers['content-type'])) ? null : 'a file of another type';
  }
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return 'an answer that is not JSON';
  }
  if (!String(response.headers['content-type']).startsWith('application/json')) return 'a non-JSON content type';
  const crash = target.graphql ? graphqlErrorsOf(body).find((message) => CRASH_MESSAGE.test(message)) : undefined;
  if (crash) return `a crash answered as a GraphQL error ("${crash.slice(0, 80)}")`;
  if (status < 400) {
    if (identity === 'anonymous' && target.signedIn) return 'a success without a signed-in customer';
    if (target.graphql) return isPlainObject(body) ? null : 'a GraphQL answer that is not an object';
    if (GATEWAY_ANSWERS[target.name])
      return GATEWAY_ANSWERS[target.name](body) ? null : 'a gateway answer out of protocol';
    return isPlainObject(body) && body.status === true ? null : 'a success outside the envelope';
  }
  if (target.graphql && isGraphqlFailure(body)) return null;
  const envelope = failureSchema.strict().safeParse(body);
  if (!envelope.success || !Object.hasOwn(body as object, 'data')) return 'a failure outside the envelope';
  const { code, message, data } = envelope.data;
  if (!isErrorCode(code)) return `an unknown error code ${code}`;
  if (message.trim() === '' || message === code) return 'a failure without a message';
  if (code === 'VALIDATION_ERROR' && !hasFieldErrors(data)) return 'a validation error without field errors';
  const beforeSignIn = ANSWERED_BEFORE_SIGN_IN.includes(code) || (fuzz.breaksPath && ANSWERED_BY_ROUTER.includes(code));
  if (identity === 'anonymous' && target.signedIn && !beforeSignIn) {
    return `${code} before the sign-in check (expected UNAUTHORIZED)`;
  }
  return null;
}

/**
 * The messages of JavaScript's own errors. GraphQL answers any error thrown while it runs as a
 * request error (200 or 400, its message shown), so a crash below it shows up only this way.
 */
const CRASH_MESSAGE = /Cannot read propert|is not (iterable|a function|a constructor|defined)|Maximum call stack/;

/** The messages of a GraphQL answer's `errors` list (none when it has no such list). */
function graphqlErrorsOf(body: unknown): string[] {
  const errors = isPlainObject(body) ? body.errors : undefined;
  if (!Array.isArray(errors)) return [];
  return errors.map((error) => (isPlainObject(error) && typeof error.message === 'string' ? error.message : ''));
}

function isGraphqlFailure(body: unknown): boolean {
  const messages = graphqlErrorsOf(body);
  return messages.length > 0 && messages.every((message) => message !== '');
}

function hasFieldErrors(data: unknown): boolean {
  const fields = isPlainObject(data) ? data.fields : undefined;
  return (
    Array.isArray(fields) &&
    fields.length > 0 &&
    fields.every(
      (field) => isPlainObject(field) && ['field', 'code', 'message'].every((k) => typeof field[k] === 'string'),
    )
  );
}

async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

// The run

const t = testApp();
let targets: Target[];

beforeAll(async () => {
  const document = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  targets = Object.entries(document.paths)
    .filter(([path]) => !SKIPPED.some(({ prefix }) => path.startsWith(prefix)))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]): Target => {
        const content = operation.requestBody?.content ?? {};
        const schema = content['application/json']?.schema ?? Object.values(content)[0]?.schema;
        return {
          name: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase(),
          path,
          parameters: operation.parameters ?? [],
          body: schema ? { schema, mediaTypes: Object.keys(content) } : undefined,
          signedIn: (operation.security?.length ?? 0) > 0,
          graphql: Object.values(operation.responses ?? {}).some((answer) =>
            Object.values(answer.content ?? {}).some((media) => media.schema?.properties?.errors?.type === 'array'),
          ),
        };
      }),
    );
});

/**
 * A new customer with what baselines need from their own data: a priced order's request, its
 * sender address, and a spare address for `{id}` (which the fuzzer may delete).
 */
async function aFuzzingCustomer(): Promise<{ token: string; examples: Examples }> {
  const customer = await aCustomer(t);
  const { order, request, sender, receiver } = await aPricedOrder(t, customer.token);
  const spare = await anAddress(t, customer.token);
  const examples: Examples = {
    ...EXAMPLES,
    ...sender,
    ...request,
    id: spare.id,
    address_id: sender.id,
    order_id: order.order_id,
    origin_id: sender.loc_id,
    destination_id: receiver.loc_id,
    username: customer.phone,
    password: customer.password,
    old_password: customer.password,
  };
  return { token: customer.token, examples };
}

it('answers every broken request below 500 and in the error envelope', { timeout: 110_000 }, async () => {
  expect(targets.length).toBeGreaterThan(30);
  const failures: string[] = [];
  let sent = 0;

  const send = async (target: Target, request: Send, token: string) => {
    const { fuzz, identity, authorization } = request;
    sent += 1;
    const contentType = fuzz.body ? { 'content-type': fuzz.body.type } : {};
    const where = `${target.name} [${identity}] ${fuzz.name}`;
    try {
      const response = await t.request({
        method: target.method as 'GET',
        url: urlOf(target, fuzz),
        token: identity === 'signed in' ? token : undefined,
        remoteAddress: FUZZ_ADDRESSES[identity],
        headers: { ...fuzz.headers, ...contentType, ...(authorization ? { authorization } : {}) },
        ...(fuzz.body ? { payload: fuzz.body.payload } : {}),
      });
      const problem = problemOf(target, request, response);
      const excerpt = response.body.slice(0, 160).replace(/\s+/g, ' ');
      if (problem) failures.push(`${where}: ${problem}, ${response.statusCode} ${excerpt}`);
      return response;
    } catch (error) {
      failures.push(`${where}: no answer (${String(error)})`);
      return null;
    }
  };
  /** Sends the requests; answers whether a signed-in one found its session ended. */
  const sendAll = async (target: Target, requests: Send[], token: string) => {
    let sessionEnded = false;
    await inParallel(requests, CONCURRENCY, async (request) => {
      const response = await send(target, request, token);
      const signedOut = response?.statusCode === 401 && response.body.includes('"UNAUTHORIZED"');
      if (request.identity === 'signed in' && signedOut) sessionEnded = true;
    });
    return sessionEnded;
  };

  let customer = await aFuzzingCustomer();
  for (const target of targets) {
    const cases = casesOf(target, customer.examples);
    const requests = cases.flatMap((fuzz) =>
      (['anonymous', 'signed in'] as const).map((identity): Send => ({ fuzz, identity })),
    );
    if (target.signedIn) requests.push(...forgedTokens(cases[0], customer.token));
    if (!(await sendAll(target, requests, customer.token))) continue;
    // The session ended (this operation or the one before signed out): a new customer, and this
    // operation's signed-in requests once more with them.
    customer = await aFuzzingCustomer();
    const again = casesOf(target, customer.examples).map((fuzz): Send => ({ fuzz, identity: 'signed in' }));
    if (await sendAll(target, again, customer.token)) customer = await aFuzzingCustomer();
  }

  expect(sent).toBeGreaterThan(1_000);
  expect(failures, `seed ${SEED}: ${failures.length} of ${sent} answers broken`).toEqual([]);
});
