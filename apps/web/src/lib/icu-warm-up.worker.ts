/*
 * ICU's number formats and time zones, set up on a worker thread: ICU keeps what it loads for the
 * whole renderer process, which a dedicated worker shares, so the main thread's first date or amount
 * then costs a fraction of a millisecond instead of 20–55 ms (about four times that on a phone).
 */
import { VIETNAM_TIME_ZONE } from '@skyparcel/domain/time-zone-names';

for (const language of ['vi', 'en', 'ko']) new Intl.NumberFormat(language).format(0);
new Intl.DateTimeFormat('en-US', { timeZone: VIETNAM_TIME_ZONE, timeZoneName: 'longOffset' }).format(0);
postMessage('ready');
