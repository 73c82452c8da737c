// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { THEME_KEY } from '../lib/storage/site-keys';
import { initTheme, resolveTheme } from './theme-client';

/** The --sw-bg token of each theme in the site stylesheet. */
function tokenColors(): Record<'light' | 'dark', string> {
  const css = readFileSync('src/styles/global.css', 'utf8');
  const of = (theme: string) =>
    new RegExp(`\\[data-theme='${theme}'\\]\\s*\\{[^}]*--sw-bg:\\s*(#[0-9a-f]+);`).exec(css)?.[1];
  return { light: of('light') ?? '', dark: of('dark') ?? '' };
}

/** The layout's two theme-color metas, as the page is served. */
function layoutMetas(): string {
  const layout = readFileSync('src/layouts/BaseLayout.astro', 'utf8');
  return (layout.match(/<meta name="theme-color"[^>]*\/>/g) ?? []).join('');
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('theme', () => {
  it('resolves the system choice by the system scheme', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });

  it('serves the bar colours the --sw-bg token gives each theme', () => {
    const { light, dark } = tokenColors();
    expect(light).toMatch(/^#/);
    expect(layoutMetas()).toContain(`content="${light}" media="(prefers-color-scheme: light)"`);
    expect(layoutMetas()).toContain(`content="${dark}" media="(prefers-color-scheme: dark)"`);
  });

  it('paints the browser bar in the chosen theme, whatever the system scheme', () => {
    const { light, dark } = tokenColors();
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined }));
    document.head.innerHTML = layoutMetas();
    document.body.innerHTML = '<button data-theme-toggle>Theme</button>';
    localStorage.setItem(THEME_KEY.key, JSON.stringify('dark'));
    initTheme();
    const contents = () =>
      [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) =>
        meta.getAttribute('content'),
      );
    expect(document.documentElement.dataset['theme']).toBe('dark');
    expect(contents()).toEqual([dark, dark]);
    document.querySelector('button')?.click();
    expect(document.documentElement.dataset['theme']).toBe('light');
    expect(contents()).toEqual([light, light]);
  });
});
