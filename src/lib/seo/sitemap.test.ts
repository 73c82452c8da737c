import { describe, expect, it } from 'vitest';
import { buildRobotsTxt, buildSitemapXml } from './sitemap';

describe('buildSitemapXml', () => {
  const xml = buildSitemapXml('https://s.example/', ['/tools', '/', '/box-breathing', '/tools']);

  it('lists each path once as an absolute URL', () => {
    expect(xml.match(/<loc>/g)).toHaveLength(3);
    expect(xml).toContain('<loc>https://s.example/</loc>');
    expect(xml).toContain('<loc>https://s.example/box-breathing</loc>');
  });

  it('is a sitemaps.org urlset', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  });
});

describe('buildRobotsTxt', () => {
  it('keeps crawlers out of the API and points at the sitemap', () => {
    expect(buildRobotsTxt('https://s.example')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://s.example/sitemap.xml\n',
    );
  });
});
