import { describe, expect, it } from 'vitest';
import { isNavLinkActive, NAV_LINKS } from './nav';

describe('NAV_LINKS', () => {
  it("keeps the spec's Home, Tools, Guides and adds the practice journal", () => {
    expect(NAV_LINKS.map((link) => [link.label, link.href])).toEqual([
      ['Home', '/'],
      ['Tools', '/tools'],
      ['Guides', '/guides'],
      ['Practice', '/practice'],
    ]);
  });
});

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
    ['/practice', '/practice', true],
    ['/practice', '/practice.html', true],
    ['/tools', '/practice', false],
    ['/practice', '/your-data', false],
  ])('%s on %s → %s', (href, path, expected) => {
    expect(isNavLinkActive(href, path)).toBe(expected);
  });
});
