import { EventEmitter } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import type { DatabaseHandle } from '../../db/client.ts';
import type { ChangeListener } from '../../db/reference-changes.ts';
import { ORDER_EVENTS_CHANNEL } from './order-repository.ts';

export type OrderStream = {
  /**
   * Calls `onStep` whenever a step of this order is committed, by this process or any other. Resolves
   * once the database listener hears notices (at most `LISTEN_WAIT_MS` later), so a step committed
   * after that is never missed.
   */
  subscribe(orderId: string, onStep: () => void): Promise<() => void>;
  stop(): Promise<void>;
};

/**
 * How long a new stream waits for the listener's LISTEN. Past it the stream opens all the same: the
 * page has read the order already and reads it again on the next step heard.
 */
const LISTEN_WAIT_MS = 3_000;

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
  let isListening = false;
  // Settled each time LISTEN runs (again, after a lost connection).
  const heard = new EventEmitter();
  heard.setMaxListeners(0);
  const untilListening = () =>
    isListening
      ? Promise.resolve()
      : Promise.race([
          new Promise<void>((resolve) => heard.once('listening', resolve)),
          delay(LISTEN_WAIT_MS, undefined, { ref: false }),
        ]);
  return {
    async subscribe(orderId, onStep) {
      listener ??= listen({
        channels: { [ORDER_EVENTS_CHANNEL]: (id) => watchers.emit(id) },
        onListening: () => {
          isListening = true;
          heard.emit('listening');
        },
        onLost: () => {
          isListening = false;
        },
      });
      watchers.on(orderId, onStep);
      await untilListening();
      return () => watchers.off(orderId, onStep);
    },
    async stop() {
      watchers.removeAllListeners();
      heard.emit('listening');
      await listener?.stop();
    },
  };
}
