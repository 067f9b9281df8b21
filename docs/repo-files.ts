import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The repository's root, from this folder. */
export const ROOT = path.resolve(import.meta.dirname, '..');

/** The repository's own files (relative paths), without dependencies, builds and git's folder. */
export function filesUnder(dir = ''): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (!entry.isDirectory()) return [relative];
    const isSkipped = SKIPPED_FOLDERS.has(entry.name) || (!dir && RUN_TIME_FOLDERS.has(entry.name));
    return isSkipped ? [] : filesUnder(relative);
  });
}

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.git']);
/** What a run leaves at the top (the embedded database, receipts, reports). */
const RUN_TIME_FOLDERS = new Set(['data', 'uploads', 'test-results']);
