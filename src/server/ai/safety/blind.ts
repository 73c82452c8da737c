/**
 * The safety gate's blind set (docs/ai.md#safety): messages written by a writer who never saw the
 * corpus, the classifier or its tests, one a line in `blind/*.txt` (danger in everyday words, its
 * look-alikes, abuse at home and its look-alikes). The gate never trains on them and nobody reads its
 * misses: a set whose misses were read has joined the corpus (`corpus/*-blind-first.txt`), and a new
 * writer's set takes its place here.
 */
import { linesOf } from './corpus';
import type { LabelledLines } from './measure';

const FILES = import.meta.glob<string>('./blind/*.txt', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const linesIn = (name: string): string[] => linesOf(FILES[`./blind/${name}.txt`] ?? '');

/** The blind set, by what its lines are. */
export const BLIND_SET: LabelledLines = {
  danger: linesIn('danger'),
  notDanger: linesIn('not-danger'),
  abuse: linesIn('abuse'),
  notAbuse: linesIn('not-abuse'),
};
