/*
 * The IANA names of the business's clocks, apart from the arithmetic in time-zones.ts, so a module
 * that only names a zone (the web app's start, which sets ICU's zones up early) does not carry the
 * zone library.
 */
export const VIETNAM_TIME_ZONE = 'Asia/Ho_Chi_Minh';
export const KOREA_TIME_ZONE = 'Asia/Seoul';
export type TimeZone = typeof VIETNAM_TIME_ZONE | typeof KOREA_TIME_ZONE;
