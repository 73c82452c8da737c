import { describe, expect, it } from 'vitest';
import { isNavLinkActive } from './nav';

describe('isNavLinkActive', () => {
  it.each([
    ['/', '/', true],
    ['/', '/tools', false],
    ['/tools', '/tools', true],
    ['/tools', '/tools/', true],
    ['/tools', '/box-breathing', true],
    ['/guides', '/box-breathing', false],
    ['/guides', '/guides', true],
    ['/guides', '/box-breathing-guide', true],
    ['/tools', '/privacy-policy', false],
    ['/guides', '/privacy-policy', false],
    ['/tools', '/tools.html', true],
    ['/', '/index.html', true],
    ['/guides', '/box-breathing-guide.html', true],
  ])('%s on %s → %s', (href, path, expected) => {
    expect(isNavLinkActive(href, path)).toBe(expected);
  });
});
