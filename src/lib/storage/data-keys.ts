/** What the data page (/your-data) keeps: when the visitor last downloaded a backup. */
import { createGuardSchema } from './guard-schema';
import { defineKey } from './storage';

/** When the visitor last downloaded a backup file (ISO 8601), or null. */
export const LAST_BACKUP_KEY = defineKey<string | null>({
  key: 'stillwell:site:last-backup',
  schema: createGuardSchema(
    (value): value is string | null =>
      value === null || (typeof value === 'string' && !Number.isNaN(Date.parse(value))),
    'Expected a date or null',
  ),
  version: 1,
  defaultValue: null,
  label: 'the date of your last backup',
});
