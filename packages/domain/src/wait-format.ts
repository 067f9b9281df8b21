import { formatDuration } from 'date-fns';
import type { Language } from './locale.ts';
import en from './locales/en.json' with { type: 'json' };
import ko from './locales/ko.json' with { type: 'json' };
import vi from './locales/vi.json' with { type: 'json' };
import { DATE_LOCALES, formatMinutes } from './time-format.ts';

/*
 * A wait worded for a message (a sign-in lockout, a 429). Apart from time-format.ts because its
 * "about" comes from the message catalogues: the web reaches this module only when a wait is
 * worded, so a page showing dates does not download every language's catalogue.
 */

const ABOUT: Record<Language, string> = {
  en: en.durations.about,
  vi: vi.durations.about,
  ko: ko.durations.about,
};

/**
 * How long to wait, from seconds: under a minute exactly ("30 seconds"); otherwise in whole
 * minutes rounded up, so the customer never comes back too early, and "about" when rounded:
 * 894 s → "about 15 minutes".
 */
export function formatWait(seconds: number, language: Language): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return formatDuration({ seconds: whole }, { locale: DATE_LOCALES[language] });
  const text = formatMinutes(Math.ceil(whole / 60), language);
  return whole % 60 === 0 ? text : ABOUT[language].replace('{{duration}}', text);
}
