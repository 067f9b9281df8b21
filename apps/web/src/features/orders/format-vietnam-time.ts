import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** An instant as HH:mm dd/MM/yyyy on the Vietnam clock (UTC+7), wherever the reader is. */
export function formatVietnamTime(iso: string): string {
  return dayjs(iso)
    .utcOffset(7 * 60)
    .format('HH:mm DD/MM/YYYY');
}
