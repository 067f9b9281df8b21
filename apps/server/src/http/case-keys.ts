import { toCamelCaseKeys, toSnakeCaseKeys } from 'es-toolkit';

/*
 * The wire is snake_case (the wire conventions (API.md)); code and the shared zod contracts are camelCase.
 * These two functions are the server's only crossing point between them.
 */
export function camelizeKeys(value: unknown): unknown {
  // Query strings arrive with a bare prototype, which es-toolkit leaves untouched: copy first.
  const plain = isPlainData(value) && !Array.isArray(value) ? { ...value } : value;
  return isPlainData(plain) ? toCamelCaseKeys(plain) : plain;
}

export function snakeizeKeys(value: unknown): unknown {
  return isPlainData(value) ? toSnakeCaseKeys(value) : value;
}

export function snakeCase(name: string): string {
  return Object.keys(toSnakeCaseKeys({ [name]: null }))[0];
}

function isPlainData(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  // fast-querystring's objects have a bare prototype of their own (no Object.prototype above it).
  return prototype === Object.prototype || prototype === null || Object.getPrototypeOf(prototype) === null;
}
