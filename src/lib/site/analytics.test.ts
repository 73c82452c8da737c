import { describe, expect, it } from 'vitest';
import {
  describeAnalytics,
  getAnalyticsOrigins,
  parseAnalyticsConfig,
  planPageView,
} from './analytics';

describe('parseAnalyticsConfig', () => {
  it.each([
    [{}, null],
    [{ ANALYTICS_PROVIDER: 'none', ANALYTICS_ID: 'x' }, null],
    [{ ANALYTICS_PROVIDER: 'plausible' }, null],
    [{ ANALYTICS_PROVIDER: 'mixpanel', ANALYTICS_ID: 'x' }, null],
    [{ ANALYTICS_PROVIDER: 'ga', ANALYTICS_ID: 'UA-1' }, null],
  ])('treats %o as off', (env, expected) => {
    expect(parseAnalyticsConfig(env)).toBe(expected);
  });

  it('reads Plausible with its default script', () => {
    expect(
      parseAnalyticsConfig({ ANALYTICS_PROVIDER: 'Plausible', ANALYTICS_ID: 'stillwell.app' }),
    ).toEqual({
      provider: 'plausible',
      domain: 'stillwell.app',
      src: 'https://plausible.io/js/script.js',
    });
  });

  it('honours a self-hosted script address', () => {
    expect(
      parseAnalyticsConfig({
        ANALYTICS_PROVIDER: 'umami',
        ANALYTICS_ID: 'abc',
        ANALYTICS_SRC: 'https://stats.example.org/u.js',
      }),
    ).toMatchObject({ src: 'https://stats.example.org/u.js' });
  });
});

describe('planPageView', () => {
  it('sends the page path in a GA configuration event (docs/site.md#analytics)', () => {
    const config = parseAnalyticsConfig({ ANALYTICS_PROVIDER: 'ga', ANALYTICS_ID: 'G-ABC123' });
    expect(config && planPageView(config, '/box-breathing')).toEqual({
      src: 'https://www.googletagmanager.com/gtag/js?id=G-ABC123',
      attrs: {},
      gtagConfig: { measurementId: 'G-ABC123', pagePath: '/box-breathing' },
    });
  });

  it('tags the Plausible script with the site domain', () => {
    const config = parseAnalyticsConfig({ ANALYTICS_PROVIDER: 'plausible', ANALYTICS_ID: 'a.b' });
    expect(config && planPageView(config, '/')).toMatchObject({ attrs: { 'data-domain': 'a.b' } });
  });
});

describe('getAnalyticsOrigins', () => {
  it('allows nothing when analytics are off', () => {
    expect(getAnalyticsOrigins(null)).toEqual([]);
  });
  it('allows the script origin and GA beacons', () => {
    const config = parseAnalyticsConfig({ ANALYTICS_PROVIDER: 'ga', ANALYTICS_ID: 'G-1' });
    expect(getAnalyticsOrigins(config)).toEqual([
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
    ]);
  });
});

describe('describeAnalytics', () => {
  it('says plainly when statistics are off', () => {
    expect(describeAnalytics(null)).toBe('site statistics are off. No page view is sent anywhere.');
  });
  it('names the configured service', () => {
    expect(
      describeAnalytics(parseAnalyticsConfig({ ANALYTICS_PROVIDER: 'umami', ANALYTICS_ID: 'x' })),
    ).toBe('site statistics are on, using Umami. Each page view sends its path.');
  });
});
