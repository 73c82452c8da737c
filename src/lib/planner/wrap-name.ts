/**
 * A pose's or exercise's name as lines for a narrow caption (today's pictures, and so the exported PNG;
 * issue 43: a clamp cut 'Goddess Pose (Utkata'). Lines break only at spaces, never inside a word; a
 * bracketed name ('(Utkata Konasana)') starts its own line and stays whole when it fits one; a word
 * longer than a line breaks after a hyphen of its own, or keeps a line to itself rather than being cut.
 */

/** Characters a caption line holds at its size (the tile is 8 rem of 0.75 rem text). */
export const NAME_LINE_CHARS = 18;

/** A word longer than a line, split after its hyphens ('(Marjaryasana-', 'Bitilasana)'); else whole. */
const piecesOf = (word: string, maxChars: number): string[] =>
  word.length > maxChars ? word.split(/(?<=-)/) : [word];

/** The parts that may not be split: words, and a bracketed group that fits a line. */
function unitsOf(name: string, maxChars: number): { text: string; isBracket: boolean }[] {
  const units: { text: string; isBracket: boolean }[] = [];
  for (const part of name.trim().split(/(\([^)]*\)?)/)) {
    const text = part.trim().replace(/\s+/g, ' ');
    if (text === '') continue;
    if (text.startsWith('(')) {
      if (text.length <= maxChars) units.push({ text, isBracket: true });
      else
        text
          .split(' ')
          .flatMap((word) => piecesOf(word, maxChars))
          .forEach((word, index) => units.push({ text: word, isBracket: index === 0 }));
    } else {
      for (const word of text.split(' '))
        for (const piece of piecesOf(word, maxChars)) units.push({ text: piece, isBracket: false });
    }
  }
  return units;
}

/** `name` in lines of at most `maxChars` (a single longer word excepted); joined again they are `name`. */
export function wrapName(name: string, maxChars = NAME_LINE_CHARS): string[] {
  const lines: string[] = [];
  let line = '';
  for (const unit of unitsOf(name, maxChars)) {
    // a piece after a hyphen joins without a space
    const joined =
      line === '' ? unit.text : line.endsWith('-') ? `${line}${unit.text}` : `${line} ${unit.text}`;
    // a bracket opens a new line, so the name and its Sanskrit read as two
    if (line !== '' && (unit.isBracket || joined.length > maxChars)) {
      lines.push(line);
      line = unit.text;
    } else {
      line = joined;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}
