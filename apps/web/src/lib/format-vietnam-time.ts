import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** An instant on the Vietnam clock (UTC+7), wherever the reader is: HH:mm DD/MM/YYYY unless told. */
export function formatVietnamTime(iso: string, format = 'HH:mm DD/MM/YYYY'): string {
  return dayjs(iso)
    .utcOffset(7 * 60)
    .format(format);
}

/** The order screen's short form, HH:mm DD/MM (spec 1 section 2). */
export const formatDeliveryTime = (iso: string) => formatVietnamTime(iso, 'HH:mm DD/MM');
