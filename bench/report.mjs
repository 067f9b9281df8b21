// The closing table: every figure beside its limit and the ratio of the two, and whether the
// target is met. Limits that depend on this machine are measured in the same run.

export const number = (value, digits = 0) =>
  Number.isFinite(value)
    ? value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : 'n/a';

export const formats = {
  rps: (value) => `${number(value)} req/s`,
  tps: (value) => `${number(value)} tps`,
  rowsPerSecond: (value) => `${number(value)} rows/s`,
  ms: (value) => `${number(value)} ms`,
  s: (value) => `${number(value / 1000, 2)} s`,
  mib: (value) => `${number(value)} MiB`,
  count: (value) => number(value),
};

export class Report {
  rows = [];
  notes = [];

  section(title) {
    this.rows.push({ section: title });
  }

  /** A figure with no target (context for the others). */
  info(label, value, format, note = '') {
    this.rows.push({ label, measured: format(value), limit: note, ratio: '', verdict: '' });
  }

  /**
   * A figure against its target: `at least` (value ≥ limit) or `below` (value < limit).
   * `limitNote` says where a measured limit comes from.
   */
  target(label, value, format, { atLeast, below, limitNote = '' }) {
    const isAtLeast = atLeast !== undefined;
    const limit = isAtLeast ? atLeast : below;
    const ratio = value / limit;
    const met = Number.isFinite(ratio) && (isAtLeast ? ratio >= 1 : ratio < 1);
    this.rows.push({
      label,
      measured: format(value),
      limit: `${isAtLeast ? '≥' : '<'} ${format(limit)}${limitNote ? ` (${limitNote})` : ''}`,
      ratio: `${number(ratio, 2)} (${isAtLeast ? '≥ 1' : '< 1'})`,
      verdict: met ? 'met' : 'NOT MET',
      met,
    });
  }

  /** A count that must be zero (errors, timeouts). */
  zero(label, value, detail = '') {
    const met = value === 0;
    this.rows.push({
      label,
      measured: number(value),
      limit: `= 0${detail ? ` (${detail})` : ''}`,
      ratio: '',
      verdict: met ? 'met' : 'NOT MET',
      met,
    });
  }

  note(text) {
    this.notes.push(text);
  }

  print() {
    const figures = this.rows.filter((row) => !row.section);
    const width = (key, title) => Math.max(title.length, ...figures.map((row) => row[key].length));
    const columns = [
      ['label', 'figure'],
      ['measured', 'measured'],
      ['limit', 'limit'],
      ['ratio', 'ratio'],
      ['verdict', 'target'],
    ].map(([key, title]) => ({ key, title, width: width(key, title) }));
    const line = (cells) =>
      columns
        .map((column, index) => (index === 1 ? cells[index].padStart(column.width) : cells[index].padEnd(column.width)))
        .join('  ')
        .trimEnd();
    const rule = '-'.repeat(columns.reduce((sum, column) => sum + column.width + 2, -2));
    console.log(rule);
    console.log(line(columns.map((column) => column.title)));
    for (const row of this.rows) {
      if (row.section) {
        console.log(rule);
        console.log(row.section);
      } else {
        console.log(line(columns.map((column) => row[column.key])));
      }
    }
    console.log(rule);
    const targets = figures.filter((row) => row.verdict);
    const met = targets.filter((row) => row.met).length;
    console.log(`${met} of ${targets.length} targets met (figures are not asserted: the run passes when it completes)`);
    for (const note of this.notes) console.log(`- ${note}`);
  }
}
