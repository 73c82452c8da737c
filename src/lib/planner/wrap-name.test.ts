import { describe, expect, it } from 'vitest';
import { EXERCISES } from '../../server/ai/builtin/content/exercises';
import { POSES } from '../../server/ai/builtin/content/poses';
import { NAME_LINE_CHARS, wrapName } from './wrap-name';

describe('a name wrapped for its caption (issue 43: never cut mid-word or mid-bracket)', () => {
  it.each([
    ['Goddess Pose (Utkata Konasana)', ['Goddess Pose', '(Utkata Konasana)']],
    [
      'Extended Side Angle Pose (Utthita Parsvakonasana)',
      ['Extended Side', 'Angle Pose', '(Utthita', 'Parsvakonasana)'],
    ],
    ['Cat-Cow Flow (Marjaryasana-Bitilasana)', ['Cat-Cow Flow', '(Marjaryasana-', 'Bitilasana)']],
    ['Tree Pose (Vrksasana)', ['Tree Pose', '(Vrksasana)']],
    ['Push-Up', ['Push-Up']],
    ['Bodyweight Single-Leg Deadlift', ['Bodyweight', 'Single-Leg', 'Deadlift']],
    [
      '  Supercalifragilisticexpialidocious stretch ',
      ['Supercalifragilisticexpialidocious', 'stretch'],
    ],
  ])('%s', (name, lines) => {
    expect(wrapName(name)).toEqual(lines);
  });

  it.each([...POSES, ...EXERCISES].map((item) => item.name))(
    'keeps every word and bracket of %s whole, each line within the caption',
    (name) => {
      const lines = wrapName(name);
      // joined again (a hyphen's break takes no space) the lines are the name
      expect(lines.join(' ').replace(/- /g, '-')).toBe(name.replace(/\s+/g, ' ').trim());
      const pieces = new Set(name.split(/\s+|(?<=-)/));
      for (const line of lines) {
        // every line ends on a whole word or after a hyphen
        for (const piece of line.split(/\s+|(?<=-)/)) expect(pieces.has(piece)).toBe(true);
        if (line.includes(' ')) expect(line.length).toBeLessThanOrEqual(NAME_LINE_CHARS);
      }
      // a bracket that fits a line is never split across two
      const bracket = /\([^)]*\)/.exec(name)?.[0];
      if (bracket && bracket.length <= NAME_LINE_CHARS) expect(lines).toContain(bracket);
    },
  );
});
