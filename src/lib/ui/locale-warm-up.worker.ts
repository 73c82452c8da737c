/**
 * The locale warm-up's worker (warm-locale-data.ts): build one formatter, so the browser has loaded the
 * locale's data and the visitor's time zone, then say so.
 */
new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(0);
self.postMessage(0);
