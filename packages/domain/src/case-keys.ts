import { camelCase, snakeCase as toSnakeCase } from 'es-toolkit';

/*
 * The wire is snake_case (the wire conventions (API.md)); code and the shared zod contracts are camelCase.
 * These two functions are the only crossing point between them, on the server and in the web.
 */
export function camelizeKeys(value: unknown): unknown {
  return isPlainData(value) ? convertKeys(value, camelKey) : value;
}

export function snakeizeKeys(value: unknown): unknown {
  return isPlainData(value) ? convertKeys(value, snakeKey) : value;
}

export function snakeCase(name: string): string {
  return snakeKey(name);
}

/**
 * A name converted once per process: es-toolkit splits every name into words with a Unicode
 * regular expression, which was a tenth of a price call's CPU when run on every key of every
 * answer. Bounded, because request bodies may carry any names a client likes: past the bound
 * the memory starts over (the names in use come back at once).
 */
const MEMO_MAX_NAMES = 5_000;

function memoized(convert: (name: string) => string): (name: string) => string {
  const converted = new Map<string, string>();
  return (name) => {
    let result = converted.get(name);
    if (result === undefined) {
      result = convert(name);
      if (converted.size >= MEMO_MAX_NAMES) converted.clear();
      converted.set(name, result);
    }
    return result;
  };
}

/**
 * Only names are converted: a key that does not start with a letter is data (a date such as
 * 2026-11-27 keying a day's flights) and crosses as it is.
 */
const isName = (key: string) => /^[A-Za-z]/.test(key);
const camelKey = memoized((key) => (isName(key) ? camelCase(key) : key));
const snakeKey = memoized((key) => (isName(key) ? toSnakeCase(key) : key));

/** A copy with every key of every nested plain object converted; arrays are walked, other values kept. */
function convertKeys(value: unknown, convertKey: (name: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convertKey));
  if (!isPlainData(value)) return value;
  const source = value as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(source)) {
    // Assigning it would set the copy's prototype instead of a key.
    if (key === '__proto__') continue;
    result[convertKey(key)] = convertKeys(source[key], convertKey);
  }
  return result;
}

/** Each name as the JSON text writes it: the snake-cased name quoted, with its colon. */
const snakeMember = memoized((key) => `${JSON.stringify(snakeKey(key))}:`);

/**
 * The JSON text of `value` with every key snake-cased: the same text as
 * `JSON.stringify(snakeizeKeys(value))`, written in one walk without the copy. Every answer with
 * a contract is written through it (the server's wire format).
 */
export function snakeJson(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  // Dates, class instances and whatever JSON.stringify refuses are written as it writes them.
  if (!isPlainData(value)) return JSON.stringify(value);
  if (Array.isArray(value)) {
    let text = '[';
    for (let index = 0; index < value.length; index++) {
      if (index > 0) text += ',';
      text += isOmitted(value[index]) ? 'null' : snakeJson(value[index]);
    }
    return `${text}]`;
  }
  let text = '{';
  for (const key of Object.keys(value)) {
    const member = value[key];
    // snakeizeKeys drops it (it would set the copy's prototype); JSON.stringify drops the others.
    if (key === '__proto__' || isOmitted(member)) continue;
    text += `${text.length > 1 ? ',' : ''}${snakeMember(key)}${snakeJson(member)}`;
  }
  return `${text}}`;
}

/** What JSON.stringify leaves out of an object (and writes as null in an array). */
const isOmitted = (member: unknown) =>
  member === undefined || typeof member === 'function' || typeof member === 'symbol';

function isPlainData(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  // fast-querystring's objects have a bare prototype of their own (no Object.prototype above it).
  return prototype === Object.prototype || prototype === null || Object.getPrototypeOf(prototype) === null;
}
