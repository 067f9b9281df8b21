// Built once per locale and options: an Intl.NumberFormat costs far more to build than to use, and screens
// format numbers on every render (issue 35: a new one per render was among the order screen's top costs).
const formats = new Map<string, Intl.NumberFormat>();

/** A number written for a reader of `locale` (vi, en, ko or a full tag), as Intl.NumberFormat writes it. */
export function formatNumber(value: number, locale: string, options?: Intl.NumberFormatOptions): string {
  return numberFormatOf(locale, options).format(value);
}

/** The shared formatter for a locale and options, for callers that need its other methods. */
export function numberFormatOf(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = options ? `${locale}|${JSON.stringify(options)}` : locale;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
