/** A count with its noun in English: "1 set", "3 sets", "2 wolves" (with `plural` given). */
export function countOf(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}
