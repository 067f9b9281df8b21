import { camelCase } from 'es-toolkit/string';
import { AppError, type FieldIssue } from './app-error.ts';

/** Deeper than any contract goes (an order's items are four levels down); the rest is an attack. */
export const MAX_INPUT_DEPTH = 32;

/**
 * Refuses, before anything recursive touches a request part, what no contract allows but
 * would break below it: nesting deeper than MAX_INPUT_DEPTH (the case conversion recurses;
 * 400 BAD_REQUEST) and the NUL character in any text or key (PostgreSQL refuses it; a field
 * error, so the form shows it). Walks iteratively. Answers null when the input is safe.
 */
export function refuseUnsafeInput(input: unknown): AppError | null {
  const fields: FieldIssue[] = [];
  const pending: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  while (pending.length > 0) {
    const { value, path } = pending.pop() as { value: unknown; path: string[] };
    if (typeof value === 'string') {
      if (value.includes('\u0000')) fields.push({ field: fieldOf(path), code: 'validation_control_characters' });
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= MAX_INPUT_DEPTH) return new AppError('BAD_REQUEST');
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\u0000')) fields.push({ field: fieldOf(path), code: 'validation_control_characters' });
      else pending.push({ value: child, path: [...path, key] });
    }
  }
  return fields.length > 0 ? AppError.validation(uniqueByField(fields)) : null;
}

/** Field names as the contracts spell them (camelCase), as zod's issues name them. */
const fieldOf = (path: string[]) => path.map((segment) => camelCase(segment)).join('.') || 'body';

function uniqueByField(fields: FieldIssue[]): FieldIssue[] {
  return [...new Map(fields.map((issue) => [issue.field, issue])).values()];
}
