import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import type { NewPostOffice } from './post-office-repository.ts';

const hour = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:mm');
const row = z.object({
  code: z.string().trim().min(1).max(40),
  name: z.string().trim().min(1).max(200),
  address: z.string().trim().min(1).max(300),
  country: z.enum(['0', '1']),
  province: z.string().trim().min(1).max(12),
  district: z.string().trim().min(1).max(12),
  village: z.string().trim().min(1).max(12),
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
  work_hour_start: hour,
  work_hour_end: hour,
  phone: z
    .string()
    .trim()
    .regex(/^[\d +()-]{3,20}$/, 'digits, spaces, +()-'),
});

export const POST_OFFICE_COLUMNS = Object.keys(row.shape);

/**
 * Reads a post office CSV (header: code,name,address,country,province,district,village,
 * latitude,longitude,work_hour_start,work_hour_end,phone). Every bad row is reported with
 * its line; any bad row refuses the whole file.
 */
export function parsePostOfficeCsv(content: string): { offices: NewPostOffice[]; errors: string[] } {
  const records: Record<string, string>[] = parse(content, { columns: true, skip_empty_lines: true, bom: true });
  const errors: string[] = [];
  const offices: NewPostOffice[] = [];
  records.forEach((record, index) => {
    const parsed = row.safeParse(record);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
      errors.push(`line ${index + 2}: ${problems}`);
      return;
    }
    const { work_hour_start, work_hour_end, ...rest } = parsed.data;
    offices.push({ ...rest, workHourStart: work_hour_start, workHourEnd: work_hour_end });
  });
  const codes = offices.map((office) => office.code);
  const duplicates = codes.filter((code, index) => codes.indexOf(code) !== index);
  if (duplicates.length) errors.push(`duplicate codes: ${[...new Set(duplicates)].join(', ')}`);
  return { offices, errors };
}
