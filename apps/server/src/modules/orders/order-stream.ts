import { EventEmitter } from 'node:events';
import type { DatabaseHandle } from '../../db/client.ts';
import type { ChangeListener } from '../../db/reference-changes.ts';
import { ORDER_EVENTS_CHANNEL } from './order-repository.ts';

export type OrderStream = {
  /** Calls `onStep` whenever a step of this order is committed, by this process or any other. */
  subscribe(orderId: string, onStep: () => void): () => void;
  stop(): Promise<void>;
};

/**
 * Live order updates for every server process on one database: a new step is announced with NOTIFY
 * in its own transaction (order-repository.ts), each process LISTENs and passes the notice to the
 * streams its customers have open. The listener starts with the first stream, so a process nobody
 * watches holds no extra connection.
 */
export function createOrderStream(listen: DatabaseHandle['listen']): OrderStream {
  const watchers = new EventEmitter();
  // One listener per open stream; a busy process may have thousands.
  watchers.setMaxListeners(0);
  let listener: ChangeListener | undefined;
  return {
    subscribe(orderId, onStep) {
      listener ??= listen({ channels: { [ORDER_EVENTS_CHANNEL]: (id) => watchers.emit(id) } });
      watchers.on(orderId, onStep);
      return () => watchers.off(orderId, onStep);
    },
    async stop() {
      watchers.removeAllListeners();
      await listener?.stop();
    },
  };
}
