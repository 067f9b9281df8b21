import type { ImportPlacedRow, ImportPreview, ImportPreviewRow } from '@skyparcel/domain/order-import-contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiError } from '../../../lib/api-client-error.ts';
import { checkImport, placeImportRows, previewImport, type ReadyRow } from './import-api.ts';

/** Where "create all" stands: how many rows are done of how many, and what the last run placed. */
export type Placing = {
  done: number;
  total: number;
  placed: number;
  notPlaced: number;
  error: ApiError | null;
  isRunning: boolean;
};

const NOT_PLACING: Placing = { done: 0, total: 0, placed: 0, notPlaced: 0, error: null, isRunning: false };

/**
 * The import page's state (issue 37): the uploaded file's preview, rows fixed in the page and checked
 * again, and "create all" in slices with its progress. After placing, the preview is read again
 * from the server, so what the table shows (placed orders, moved prices) is the server's word.
 */
export function useOrderImport() {
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [placing, setPlacing] = useState<Placing>(NOT_PLACING);
  const [lastResults, setLastResults] = useState<ReadonlyMap<number, ImportPlacedRow>>(new Map());

  const upload = useMutation<ImportPreview, ApiError, File>({
    mutationFn: previewImport,
    onSuccess: (answer) => {
      setPreview(answer);
      setPlacing(NOT_PLACING);
      setLastResults(new Map());
    },
  });
  const check = useMutation<ImportPreview, ApiError, ImportPreviewRow[]>({
    mutationFn: (rows) => checkImport(preview?.fileDigest ?? '', rows),
    onSuccess: setPreview,
  });

  /** One row's cells as fixed in the page; the sheet is checked again with it. */
  const fixRow = (line: number, cells: ImportPreviewRow['cells']) => {
    if (!preview) return Promise.resolve();
    const rows = preview.rows.map((row) => (row.line === line ? { ...row, cells } : row));
    return check.mutateAsync(rows).then(() => undefined);
  };

  const placeAll = async () => {
    if (!preview || placing.isRunning) return;
    const ready: ReadyRow[] = preview.rows.flatMap((row) =>
      row.quote && !row.placedOrder ? [{ line: row.line, cells: row.cells, amount: row.quote.amount }] : [],
    );
    const results = new Map<number, ImportPlacedRow>();
    setPlacing({ ...NOT_PLACING, total: ready.length, isRunning: true });
    let error: ApiError | null = null;
    try {
      await placeImportRows(preview.fileDigest, ready, (slice) => {
        for (const row of slice) results.set(row.line, row);
        setPlacing((now) => ({ ...now, done: results.size }));
      });
    } catch (caught) {
      error = caught as ApiError;
    }
    const outcomes = [...results.values()];
    setLastResults(results);
    setPlacing({
      done: results.size,
      total: ready.length,
      placed: outcomes.filter((row) => row.order).length,
      notPlaced: outcomes.filter((row) => !row.order).length,
      error,
      isRunning: false,
    });
    // The server's word on every row now: placed orders, and fresh quotes for rows whose price moved.
    await check.mutateAsync(preview.rows).catch(() => undefined);
  };

  return { preview, upload, check, fixRow, placing, placeAll, lastResults };
}
