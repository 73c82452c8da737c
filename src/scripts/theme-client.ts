/**
 * Theme toggle (docs/decisions.md#theme): the first visit follows the system; the toggle sets the theme site-wide and
 * is remembered; other tabs follow. The inline head script (layouts/BaseLayout) applies it before paint.
 */
import { readStored, subscribeStored, writeStored } from '../lib/storage/storage';
import { THEME_KEY, type ThemeChoice } from '../lib/storage/site-keys';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The theme a choice resolves to, given the system preference. */
export function resolveTheme(choice: ThemeChoice, isSystemDark: boolean): 'light' | 'dark' {
  if (choice === 'system') return isSystemDark ? 'dark' : 'light';
  return choice;
}

/**
 * The bar colour of each theme, as the page's two `theme-color` metas give it (one per system scheme).
 * why not the --sw-bg token through getComputedStyle: that forced a style pass of the whole page while it
 * loads (44 ms on a 4x slowed phone), and the metas already carry the token's two values.
 */
function readBarColors(): Map<'light' | 'dark', string> {
  const colors = new Map<'light' | 'dark', string>();
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    meta.dataset['color'] ??= meta.getAttribute('content') ?? '';
    const scheme = meta.getAttribute('media')?.includes('dark') ? 'dark' : 'light';
    colors.set(scheme, meta.dataset['color']);
  }
  return colors;
}

function applyTheme(): void {
  const choice = readStored(THEME_KEY).value;
  const theme = resolveTheme(choice, matchMedia(DARK_QUERY).matches);
  if (document.documentElement.dataset['theme'] !== theme) {
    document.documentElement.dataset['theme'] = theme;
  }
  // The browser's bar follows the chosen theme, not only the system's.
  const barColor = readBarColors().get(theme);
  if (barColor) {
    for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
      if (meta.getAttribute('content') !== barColor) meta.setAttribute('content', barColor);
    }
  }
  const next = theme === 'dark' ? 'light' : 'dark';
  for (const button of document.querySelectorAll('[data-theme-toggle]')) {
    button.setAttribute('aria-label', `Switch to ${next} theme`);
  }
  for (const radio of document.querySelectorAll<HTMLInputElement>('[data-theme-choice]')) {
    radio.checked = radio.value === choice;
  }
}

/** Wires every toggle on the page, system changes and other tabs. */
export function initTheme(): void {
  applyTheme();
  for (const button of document.querySelectorAll('[data-theme-toggle]')) {
    button.addEventListener('click', () => {
      const current = document.documentElement.dataset['theme'] === 'dark' ? 'dark' : 'light';
      writeStored(THEME_KEY, current === 'dark' ? 'light' : 'dark');
      applyTheme();
    });
  }
  // The menu's System / Light / Dark choice (the toggle cannot go back to following the system).
  for (const radio of document.querySelectorAll<HTMLInputElement>('[data-theme-choice]')) {
    radio.addEventListener('change', () => {
      if (radio.checked) writeStored(THEME_KEY, radio.value as ThemeChoice);
      applyTheme();
    });
  }
  matchMedia(DARK_QUERY).addEventListener('change', applyTheme);
  subscribeStored(THEME_KEY, applyTheme);
}
