import { useLocalStorage } from '@mantine/hooks';
import type { TrackingEventKind } from '@skyparcel/domain/tracking-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-client-error.ts';
import { deskOrderQueryOptions } from './api/desk-api.ts';

/*
 * The hub desk's scan queue (issue 39): a step recorded while the network is down waits in this
 * browser's storage with the moment it was scanned, and is sent, in order, when the network is back.
 * The server then records it at that moment, or refuses it (another desk moved the parcel meanwhile):
 * a refusal is shown to the clerk, never dropped in silence.
 */

export type QueuedScan = {
  id: string;
  code: string;
  kind: TrackingEventKind;
  /** The step it leads to, as the clerk saw it named. */
  stepName: string;
  hubName: string;
  occurredAt: string;
};
export type RefusedScan = QueuedScan & { reason: string };

const QUEUE_KEY = 'skyparcel.hubDesk.scanQueue';
/** How often a waiting queue tries again when the browser does not say it is back online. */
const RETRY_MS = 10_000;

/** A call that may go through later: no answer at all, or the server (or its database) briefly away. */
export function isTransient(error: unknown): boolean {
  return error instanceof ApiError && [0, 502, 503, 504].includes(error.status);
}

/** The waiting scans, shared by every part of the page (storage events keep them in step). */
export function useQueuedScans() {
  const [queue, setQueue] = useLocalStorage<QueuedScan[]>({
    key: QUEUE_KEY,
    defaultValue: [],
    getInitialValueInEffect: false,
  });
  const enqueue = useCallback(
    (scan: Omit<QueuedScan, 'id' | 'occurredAt'>) =>
      setQueue((current) => [...current, { ...scan, id: crypto.randomUUID(), occurredAt: new Date().toISOString() }]),
    [setQueue],
  );
  return { queue, setQueue, enqueue };
}

/**
 * Sends the waiting scans when the browser is back online and every few seconds meanwhile; one
 * page part runs it (the desk's queue notice). Answers the scans refused on the way.
 */
export function useScanQueueSender() {
  const { queue, setQueue } = useQueuedScans();
  const [refused, setRefused] = useState<RefusedScan[]>([]);
  const queryClient = useQueryClient();
  const isSending = useRef(false);

  const send = useCallback(async () => {
    if (isSending.current) return;
    isSending.current = true;
    try {
      for (const scan of readQueue()) {
        const outcome = await sendScan(scan);
        if (outcome === 'wait') break;
        setQueue((current) => current.filter((each) => each.id !== scan.id));
        if (outcome !== 'sent') setRefused((current) => [...current, { ...scan, reason: outcome.reason }]);
        void queryClient.invalidateQueries({ queryKey: deskOrderQueryOptions(scan.code).queryKey });
      }
    } finally {
      isSending.current = false;
    }
  }, [queryClient, setQueue]);

  const isWaiting = queue.length > 0;
  useEffect(() => {
    if (!isWaiting) return;
    void send();
    const timer = setInterval(() => void send(), RETRY_MS);
    window.addEventListener('online', send);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', send);
    };
  }, [isWaiting, send]);

  return { queue, refused, dismissRefused: () => setRefused([]) };
}

/** The queue as stored now: the sender reads it afresh, as a scan may be added while it sends. */
function readQueue(): QueuedScan[] {
  try {
    return JSON.parse(window.localStorage.getItem(QUEUE_KEY) ?? '[]') as QueuedScan[];
  } catch {
    return [];
  }
}

async function sendScan(scan: QueuedScan): Promise<'sent' | 'wait' | { reason: string }> {
  try {
    await apiRequest(`/ops/v1/orders/${encodeURIComponent(scan.code)}/events`, {
      method: 'POST',
      body: { kind: scan.kind, occurredAt: scan.occurredAt, ...(scan.hubName ? { hubName: scan.hubName } : {}) },
    });
    return 'sent';
  } catch (error) {
    if (isTransient(error)) return 'wait';
    return { reason: error instanceof Error ? error.message : String(error) };
  }
}
