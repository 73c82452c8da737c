import { describe, expect, it } from 'vitest';
import {
  NOT_FOUND_CACHE,
  NOT_FOUND_INSTALL_SCRIPT,
  NOT_FOUND_URL,
  notFoundOfflineRoute,
} from './not-found-offline';

describe('not-found page offline', () => {
  it('the install script is valid worker code that keeps the 404 answer under its URL', () => {
    expect(() => new Function('self', 'fetch', 'caches', NOT_FOUND_INSTALL_SCRIPT)).not.toThrow();
    expect(NOT_FOUND_INSTALL_SCRIPT).toContain(`caches.open("${NOT_FOUND_CACHE}")`);
    expect(NOT_FOUND_INSTALL_SCRIPT).toContain(`cache.put("${NOT_FOUND_URL}", response)`);
    expect(NOT_FOUND_INSTALL_SCRIPT).toContain('response.status === 404');
  });

  it('the navigation fallback reads the same cache and URL (its code is serialized, so literals)', () => {
    const plugin = notFoundOfflineRoute.options?.plugins?.[0];
    const code = String(plugin?.handlerDidError);
    expect(code).toMatch(new RegExp(`['"]${NOT_FOUND_URL}['"]`));
    expect(code).toMatch(new RegExp(`['"]${NOT_FOUND_CACHE}['"]`));
    expect(notFoundOfflineRoute.handler).toBe('NetworkOnly');
  });
});
