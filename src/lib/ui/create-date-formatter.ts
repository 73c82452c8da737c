/** A date formatter in the visitor's language, made on first use (each costs a few ms to create). */
export function createDateFormatter(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let formatter: Intl.DateTimeFormat | undefined;
  return (date) => (formatter ??= new Intl.DateTimeFormat(undefined, options)).format(date);
}
