/*
 * A shop's sheet imported through the cluster while one of its processes is killed (issue 37): the
 * sheet is previewed, then "create all" sends its rows in slices through nginx (so they land on
 * several processes), each slice twice at once as a double click would, and a slice cut off by the
 * kill is sent again. Afterwards "create all" runs once more from the start, as a shop would after
 * an error, and the check asserts with SQL that each ready row is one order: none twice, none missing.
 * Used by scripts/cluster-check.mjs, with its calls and checks.
 */
import { goodSheetCsv } from './import-sheet-rows.mjs';

const ROWS = 300;
const SLICE = 50;
/** The shop's sheet, previewed: its digest and the ready rows with the amounts shown. */
export async function previewShopSheet(base, token) {
  const csv = goodSheetCsv(ROWS);
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'orders.csv');
  const response = await fetch(`${base}/api/v1/orders/import/preview`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const answer = await response.json();
  if (response.status !== 200) throw new Error(`import preview: ${response.status} ${JSON.stringify(answer)}`);
  const { file_digest: fileDigest, rows: previewed } = answer.data;
  const ready = previewed.filter((row) => row.quote);
  if (ready.length !== ROWS) throw new Error(`import preview: ${ROWS - ready.length} rows not ready`);
  return { fileDigest, rows: ready.map((row) => ({ line: row.line, cells: row.cells, amount: row.quote.amount })) };
}

/** "Create all": every slice sent twice at once, a cut-off one again; the placed rows by line. */
export async function createAll(callUntilAnswered, base, token, sheet) {
  const placed = new Map();
  for (let start = 0; start < sheet.rows.length; start += SLICE) {
    const body = { file_digest: sheet.fileDigest, rows: sheet.rows.slice(start, start + SLICE) };
    const answers = await Promise.all(
      [0, 1].map(() => callUntilAnswered(base, 'POST', '/api/v1/orders/import/place', { token, body })),
    );
    for (const answer of answers) {
      if (answer.status !== 200) throw new Error(`import place: ${answer.status} ${answer.text}`);
      for (const row of answer.json.data) placed.set(`${row.line}:${row.order?.code ?? '-'}`, row);
    }
  }
  return [...placed.values()];
}

/** Each ready row is one order of the shop under its own key, none twice and, after "create all" again, none missing. */
export async function checkImport(db, check, { shopId, sheet, first, again, answers, killedAt }) {
  const [orders] = (
    await db.query(
      `select count(*)::int as orders, count(distinct idempotency_key)::int as keys
         from orders where user_id = $1 and idempotency_key like 'import-%'`,
      [shopId],
    )
  ).rows;
  // A row whose placing the kill cut off may come back from the first run without an order (its key still held by
  // the dead process's run): the second run places it. None may be placed twice, and after it none may be missing.
  const answered = new Set(first.filter((row) => row.order).map((row) => row.line));
  const slices = answers.filter((answer) => answer.path === '/api/v1/orders/import/place');
  const spansKill = slices.some((a) => a.sentAt < killedAt) && slices.some((a) => a.at > killedAt);
  check(
    'an imported sheet is placed once per row across processes and the kill',
    spansKill && orders.orders === sheet.rows.length && orders.keys === orders.orders,
    `${sheet.rows.length} rows, ${orders.orders} orders under ${orders.keys} keys, ${answered.size} rows answered with ` +
      `an order by the first run, ${slices.filter((a) => a.sentAt < killedAt).length} slices sent before the kill ` +
      `and ${slices.filter((a) => a.at > killedAt).length} answered after it`,
  );
  const anew = again.filter((row) => !row.placed_before);
  check(
    '"create all" again answers every row with its order and places only what the first run left',
    again.every((row) => row.order) && anew.every((row) => !answered.has(row.line)),
    `${anew.length} rows placed anew, ${again.filter((row) => !row.order).length} without an order`,
  );
}
