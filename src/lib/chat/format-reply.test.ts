import { describe, expect, it } from 'vitest';
import { parseReply, toPlainText } from './format-reply';

const flat = (text: string, hasReferences = false) =>
  parseReply(text, hasReferences).map((paragraph) =>
    paragraph.map((segment) => `${segment.kind}:${segment.text}`),
  );

describe('parseReply (docs/tools/jesus-my-saviour.md#screen: asterisk-wrapped words bold, Jesus references styled)', () => {
  it('makes *words* and **words** bold', () => {
    expect(flat('Act with *dharma* and **steady devotion**.')).toEqual([
      ['text:Act with ', 'strong:dharma', 'text: and ', 'strong:steady devotion', 'text:.'],
    ]);
  });

  it.each([
    ['a lone * star', ['text:a lone * star']],
    ['*open but never closed', ['text:*open but never closed']],
    ['2 * 3 * 4', ['text:2 * 3 * 4']],
    ['** **', ['text:** **']],
    ['*spans\ntwo lines*', ['text:*spans\ntwo lines*']],
  ])('leaves unbalanced or empty asterisks as they are: %j', (text, expected) => {
    expect(flat(text)).toEqual([expected]);
  });

  it('splits paragraphs at blank lines and keeps single line breaks', () => {
    expect(flat('First line\nsecond line\n\n\nNext paragraph')).toEqual([
      ['text:First line\nsecond line'],
      ['text:Next paragraph'],
    ]);
  });

  it('styles bracketed references only where asked (Jesus)', () => {
    const text = 'Come to me [Matthew 11:28] and *rest*.';
    expect(flat(text, true)).toEqual([
      ['text:Come to me ', 'reference:[Matthew 11:28]', 'text: and ', 'strong:rest', 'text:.'],
    ]);
    expect(flat(text, false)).toEqual([
      ['text:Come to me [Matthew 11:28] and ', 'strong:rest', 'text:.'],
    ]);
  });

  it('keeps markup and links as plain characters', () => {
    const hostile =
      '<img src=x onerror="alert(1)"> [click](javascript:alert(1)) <script>x</script>';
    const segments = parseReply(hostile, true).flat();
    expect(segments.map((segment) => segment.text).join('')).toBe(hostile);
    expect(segments.map((segment) => segment.kind)).toEqual(['text', 'reference', 'text']);
  });

  it('gives no paragraphs for blank text', () => {
    expect(parseReply(' \n\n ', false)).toEqual([]);
  });
});

describe('toPlainText', () => {
  it('drops emphasis markers and joins paragraphs, for screen readers', () => {
    expect(toPlainText('Krishna: be *still*.\n\nAct **now** [Gita 2.47].')).toBe(
      'Krishna: be still. Act now [Gita 2.47].',
    );
  });
});
