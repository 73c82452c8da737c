import { describe, expect, it } from 'vitest';
import { fillContactEmail } from './legal';

describe('fillContactEmail', () => {
  it('fills text and mailto links, including URL-encoded placeholders', () => {
    const html = '<a href="mailto:%7Bemail%7D">{email}</a>';
    expect(fillContactEmail(html, 'care@stillwell.app')).toBe(
      '<a href="mailto:care@stillwell.app">care@stillwell.app</a>',
    );
  });

  it('escapes markup in a configured address', () => {
    expect(fillContactEmail('{email}', '<b>@x')).toBe('&#60;b&#62;@x');
  });
});
