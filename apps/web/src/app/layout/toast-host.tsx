import { notificationsStore } from '@mantine/notifications';
import { lazy, Suspense, useSyncExternalStore } from 'react';

const Toasts = lazy(() => import('./toasts.tsx'));

function hasToasts(): boolean {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length > 0 || queue.length > 0;
}

// Once a toast has been asked for, the stack stays mounted for the rest of the visit.
let isNeeded = false;

function subscribe(onChange: () => void): () => void {
  return notificationsStore.subscribe(() => {
    if (!isNeeded && hasToasts()) {
      isNeeded = true;
      onChange();
    }
  });
}

function getSnapshot(): boolean {
  isNeeded ||= hasToasts();
  return isNeeded;
}

/**
 * Toasts are rare on a first visit, so their component (and its transitions) is fetched when the
 * first one is shown; `notifications.show` only writes to the store, which keeps it until then.
 */
export function ToastHost() {
  const isWanted = useSyncExternalStore(subscribe, getSnapshot, () => false);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
