/**
 * The site's own storage keys, read by the small vanilla scripts on every page.
 *
 * why hand-made validators: with zod/mini these keys plus storage.ts bundled to 5.4 KB gzip, past the
 * 3 KB share of the 5 KB per-page script budget; these three checks need a few bytes each.
 */
import { createGuardSchema } from './guard-schema';
import { defineKey } from './storage';

/** The visitor's theme choice; 'system' follows the operating system. */
export type ThemeChoice = 'light' | 'dark' | 'system';

/** The visitor's theme choice; 'system' follows the operating system. */
export const THEME_KEY = defineKey<ThemeChoice>({
  key: 'stillwell:site:theme',
  schema: createGuardSchema(
    (value): value is ThemeChoice => value === 'light' || value === 'dark' || value === 'system',
    'Expected light, dark or system',
  ),
  version: 1,
  defaultValue: 'system',
  label: 'your theme choice',
});

/** Whether the visitor dismissed the install prompt for good (docs/site.md#install-prompt). */
export const INSTALL_DISMISSED_KEY = defineKey<boolean>({
  key: 'stillwell:site:install-dismissed',
  schema: createGuardSchema(
    (value): value is boolean => typeof value === 'boolean',
    'Expected a boolean',
  ),
  version: 1,
  defaultValue: false,
  label: 'your install prompt choice',
});

/** When (epoch ms) to offer the install prompt again after "Remind Later", or null. */
export const INSTALL_REMIND_AT_KEY = defineKey<number | null>({
  key: 'stillwell:site:install-remind-at',
  schema: createGuardSchema(
    (value): value is number | null => value === null || Number.isFinite(value),
    'Expected a time in ms or null',
  ),
  version: 1,
  defaultValue: null,
  label: 'your install reminder',
});
