import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** The toast stack: at the top right (spec 2 section 8), four at most. */
export default function Toasts() {
  return <Notifications position="top-right" limit={4} zIndex={1000} />;
}
