import { describe, expect, it } from 'vitest';
import {
  buildFaqJsonLd,
  buildHeadTags,
  buildHowToJsonLd,
  buildToolJsonLd,
  formatCanonical,
  formatTitle,
  serializeJsonLd,
} from './head';

const SITE = 'https://stillwell.example';

describe('formatCanonical', () => {
  it.each([
    ['/', `${SITE}/`],
    ['', `${SITE}/`],
    ['/box-breathing', `${SITE}/box-breathing`],
    ['/box-breathing/', `${SITE}/box-breathing`],
    ['box-breathing', `${SITE}/box-breathing`],
    ['/tools?ref=x#top', `${SITE}/tools`],
  ])('turns %j into %s', (path, expected) => {
    expect(formatCanonical(SITE, path)).toBe(expected);
  });

  it('ignores a trailing slash on the site origin', () => {
    expect(formatCanonical(`${SITE}/`, '/guides')).toBe(`${SITE}/guides`);
  });
});

describe('formatTitle', () => {
  it.each([
    ['Box Breathing', 'Box Breathing | Stillwell'],
    ['Stillwell: Free Mindfulness Tools', 'Stillwell: Free Mindfulness Tools'],
    ['Privacy Policy | Stillwell', 'Privacy Policy | Stillwell'],
  ])('formats %j as %j', (title, expected) => {
    expect(formatTitle(title)).toBe(expected);
  });
});

describe('buildHeadTags', () => {
  const tags = buildHeadTags(
    { title: 'Box Breathing', description: 'Breathe in four, hold four.', path: '/box-breathing' },
    SITE,
  );
  const find = (key: string, value: string) => tags.find((tag) => tag.attrs[key] === value)?.attrs;

  it.each([
    ['name', 'description', 'content', 'Breathe in four, hold four.'],
    ['rel', 'canonical', 'href', `${SITE}/box-breathing`],
    ['property', 'og:title', 'content', 'Box Breathing | Stillwell'],
    ['property', 'og:description', 'content', 'Breathe in four, hold four.'],
    ['property', 'og:url', 'content', `${SITE}/box-breathing`],
    ['property', 'og:type', 'content', 'website'],
    ['property', 'og:image', 'content', `${SITE}/og-image.png`],
    ['name', 'twitter:card', 'content', 'summary_large_image'],
    ['name', 'twitter:title', 'content', 'Box Breathing | Stillwell'],
  ])('has %s=%s with %s %j', (key, value, attr, expected) => {
    expect(find(key, value)?.[attr]).toBe(expected);
  });

  it('emits each tag once', () => {
    const keys = tags.map((tag) => JSON.stringify(Object.entries(tag.attrs).slice(0, 1)));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('JSON-LD', () => {
  it('marks tools as free HealthApplication web apps', () => {
    const data = buildToolJsonLd(
      { name: 'Box Breathing', description: 'd', path: '/box-breathing' },
      SITE,
    );
    expect(data).toMatchObject({
      '@type': 'WebApplication',
      applicationCategory: 'HealthApplication',
      url: `${SITE}/box-breathing`,
      offers: { price: '0' },
    });
  });

  it('numbers HowTo steps from 1 with anchors', () => {
    const data = buildHowToJsonLd(
      {
        heading: 'How to box breathe',
        description: 'd',
        path: '/box-breathing-guide',
        totalTime: 'PT5M',
        steps: [
          { title: 'Sit', description: 'Sit tall.' },
          { title: 'Play', description: 'Press play.' },
        ],
      },
      SITE,
    );
    expect(data['totalTime']).toBe('PT5M');
    expect(data['step']).toEqual([
      expect.objectContaining({
        position: 1,
        name: 'Sit',
        url: `${SITE}/box-breathing-guide#step-1`,
      }),
      expect.objectContaining({ position: 2, name: 'Play', text: 'Press play.' }),
    ]);
  });

  it('builds an FAQPage only when there are questions', () => {
    expect(buildFaqJsonLd([])).toBeNull();
    expect(buildFaqJsonLd([{ question: 'Q?', answer: 'A.' }])).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [{ name: 'Q?', acceptedAnswer: { text: 'A.' } }],
    });
  });

  it('cannot close its script element early', () => {
    expect(serializeJsonLd({ text: '</script><script>alert(1)</script>' })).not.toContain('</');
  });
});
