/**
 * Forgiving matches for words as visitors type them (issue 41: "dhamapada 1", "jhon 3 16",
 * "wat are the 4 nobel truths"): one slip in a long word, or two letters swapped in a short one.
 */

/** Optimal string alignment distance (Levenshtein with adjacent swaps), stopping past `limit`. */
export function editDistance(a: string, b: string, limit = 2): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows = a.length + 1;
  const columns = b.length + 1;
  const table: number[][] = Array.from({ length: rows }, (_, row) =>
    Array.from({ length: columns }, (_, column) => (row === 0 ? column : column === 0 ? row : 0)),
  );
  for (let row = 1; row < rows; row += 1) {
    let best = Infinity;
    for (let column = 1; column < columns; column += 1) {
      const cost = a[row - 1] === b[column - 1] ? 0 : 1;
      let value = Math.min(
        (table[row - 1]?.[column] ?? 0) + 1,
        (table[row]?.[column - 1] ?? 0) + 1,
        (table[row - 1]?.[column - 1] ?? 0) + cost,
      );
      if (row > 1 && column > 1 && a[row - 1] === b[column - 2] && a[row - 2] === b[column - 1])
        value = Math.min(value, (table[row - 2]?.[column - 2] ?? 0) + 1);
      (table[row] as number[])[column] = value;
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
  }
  return table[a.length]?.[b.length] ?? limit + 1;
}

/** Whether two letters swapped turn one word into the other ('jhon', 'john'). */
function isSwap(typed: string, word: string): boolean {
  if (typed.length !== word.length || typed === word) return false;
  const at = [...typed].findIndex((letter, index) => letter !== word[index]);
  return (
    at >= 0 &&
    typed[at] === word[at + 1] &&
    typed[at + 1] === word[at] &&
    typed.slice(at + 2) === word.slice(at + 2)
  );
}

/**
 * Whether a typed word is the known word with a slip: exact for words under 5 letters (but for two
 * swapped letters), one edit from 5 letters, two from 9 ('bhagvad' is 'bhagavad'; 'like' is not 'luke').
 * The first letter must be the one typed: slips fall inside a word, and 'dinner' is not 'sinner'.
 */
export function isNear(typed: string, word: string): boolean {
  if (typed === word) return true;
  if (typed[0] !== word[0]) return false;
  if (word.length < 5) return isSwap(typed, word);
  const limit = word.length >= 9 ? 2 : 1;
  return editDistance(typed, word, limit) <= limit;
}

/** The known word a typed one is nearest to, if exactly one is near. */
export function nearestWord(typed: string, words: readonly string[]): string | undefined {
  if (words.includes(typed)) return typed;
  const near = words.filter((word) => isNear(typed, word));
  return near.length === 1 ? near[0] : undefined;
}
