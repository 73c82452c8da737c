import { describe, expect, it } from 'vitest';
import { fillLegalPlaceholders } from './legal';

describe('fillLegalPlaceholders', () => {
  const analytics = 'site statistics are off.';
  it('fills text and mailto links, including URL-encoded placeholders', () => {
    const html = '<a href="mailto:%7Bemail%7D">{email}</a>';
    expect(fillLegalPlaceholders(html, { email: 'care@stillwell.app', analytics })).toBe(
      '<a href="mailto:care@stillwell.app">care@stillwell.app</a>',
    );
  });

  it('escapes markup in a configured address', () => {
    expect(fillLegalPlaceholders('{email}', { email: '<b>@x', analytics })).toBe('&#60;b&#62;@x');
  });

  it('states the configured analytics', () => {
    expect(fillLegalPlaceholders('<p>{analytics}</p>', { email: 'a@b', analytics })).toBe(
      '<p>site statistics are off.</p>',
    );
  });
});
