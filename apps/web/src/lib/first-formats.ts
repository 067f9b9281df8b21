import { normalizeLanguage } from '@skyparcel/domain/locale';
import { numberFormatOf } from '@skyparcel/domain/number-format';
import { VIETNAM_TIME_ZONE } from '@skyparcel/domain/time-zone-names';

/*
 * The formats whose first use sets ICU up (icu-warm-up.ts): on the main thread they are the shared
 * ones the pages then use; on the warm-up worker they only load what ICU keeps for the process.
 */

/** The language's shared number format, used once. */
export const formatFirstNumber = (language: string) => numberFormatOf(normalizeLanguage(language)).format(0);

/** Vietnam's time zone with its offset, which loads the zone data every date of the app reads. */
export const formatFirstZone = () =>
  new Intl.DateTimeFormat('en-US', { timeZone: VIETNAM_TIME_ZONE, timeZoneName: 'longOffset' }).format(0);
