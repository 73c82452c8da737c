/**
 * A small text classifier for the safety gate (docs/ai.md#safety): logistic regression over hashed
 * word and character n-grams, so misspellings ("sucide", "pils"), text-speak and everyday phrasings
 * ("i already have the rope") are judged by their shape, not by a keyword list. Training is
 * deterministic: the same corpus always gives the same weights and threshold.
 */

import { FAMILIES_OF } from './word-families';

/** Buckets of the hashed feature space (2^18: about 1 MB of weights a model). */
const FEATURE_BITS = 18;
const FEATURE_MASK = (1 << FEATURE_BITS) - 1;
/** The bias's own slot, past the hashed features. */
const BIAS_INDEX = 1 << FEATURE_BITS;
/** Weights a model holds: the hashed features and the bias. */
const WEIGHT_COUNT = BIAS_INDEX + 1;
/** Passes over the training set (10 held the held-out figures of 24 at less than half the time). */
const EPOCHS = 10;
/** AdaGrad's base step. */
const LEARNING_RATE = 0.5;
/** L2 penalty per step, keeps rare n-grams from dominating. */
const L2 = 1e-6;
/** Folds of the cross-validation that chooses the thresholds. */
const FOLDS = 3;

/** Lower case, straight apostrophes dropped, letters repeated three times or more squeezed. */
export function normalizeForSafety(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`']/g, '')
    .replace(/(.)\1{2,}/g, '$1$1')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** FNV-1a over a string, folded into the feature space. */
function hashFeature(feature: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < feature.length; index += 1) {
    hash ^= feature.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) & FEATURE_MASK;
}

/** A message as sparse, L2-normalised features: bucket indexes and their values. */
export interface FeatureVector {
  readonly indexes: Uint32Array;
  readonly values: Float32Array;
  /** Words in the message: a judgement on few words is held back a step (`flagOf`). */
  readonly words: number;
}

/** Words from which a message's own evidence counts in full. */
const FULL_EVIDENCE_WORDS = 5;

/**
 * A word family's feature counts this much more than one word (families are few and broad: at weight 1
 * the n-grams drowned them; 2 measured best on the held-out lines).
 */
const FAMILY_WEIGHT = 2;

/**
 * Word unigrams, bigrams and trigrams, character 3- and 4-grams inside each padded word, and each word's
 * families (word-families.ts). Trigrams tell "take all my" from "to take my" (measured on the held-out
 * lines: everyday messages given a note 14.3 → 11.6 %, troubles 26.2 → 24.4 %, danger met 99.1 %).
 */
export function featuresOf(text: string): FeatureVector {
  const words = normalizeForSafety(text).split(' ').filter(Boolean);
  const counts = new Map<number, number>();
  const add = (feature: string, weight = 1) => {
    const bucket = hashFeature(feature);
    counts.set(bucket, (counts.get(bucket) ?? 0) + weight);
  };
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] as string;
    add(`w:${word}`);
    for (const family of FAMILIES_OF.get(word) ?? []) add(`f:${family}`, FAMILY_WEIGHT);
    if (index + 1 < words.length) add(`b:${word} ${words[index + 1] as string}`);
    if (index + 2 < words.length)
      add(`t:${word} ${words[index + 1] as string} ${words[index + 2] as string}`);
    const padded = ` ${word} `;
    for (let size = 3; size <= 4; size += 1) {
      for (let start = 0; start + size <= padded.length; start += 1)
        add(`c:${padded.slice(start, start + size)}`);
    }
  }
  // The bias is one more feature of constant value 1, kept out of the normalisation: were it normalised
  // with the rest, a long message of unknown words would drift towards an even chance.
  const indexes = new Uint32Array(counts.size + 1);
  const values = new Float32Array(counts.size + 1);
  let norm = 0;
  let position = 0;
  for (const [bucket, count] of counts) {
    const value = Math.log1p(count);
    indexes[position] = bucket;
    values[position] = value;
    norm += value * value;
    position += 1;
  }
  const scale = norm === 0 ? 0 : 1 / Math.sqrt(norm);
  for (let index = 0; index < counts.size; index += 1)
    values[index] = (values[index] as number) * scale;
  indexes[counts.size] = BIAS_INDEX;
  values[counts.size] = 1;
  return { indexes, values, words: words.length };
}

/**
 * A trained binary classifier: its weights, the probability at or above which it flags (set for
 * recall), and the one at or above which it is sure (set for few false alarms). Between the two a
 * message is possibly in the class: the gate's "when unsure, care wins" band.
 */
export interface SafetyModel {
  readonly weights: Float32Array;
  readonly threshold: number;
  readonly sureThreshold: number;
}

/** One labelled example. */
export interface Example {
  readonly text: string;
  /** True for the class the model flags (danger, abuse). */
  readonly label: boolean;
}

function sigmoid(score: number): number {
  return 1 / (1 + Math.exp(-score));
}

function scoreOf(weights: Float32Array, vector: FeatureVector): number {
  let score = 0;
  for (let index = 0; index < vector.indexes.length; index += 1)
    score +=
      (weights[vector.indexes[index] as number] as number) * (vector.values[index] as number);
  return score;
}

/** The probability that a message belongs to the flagged class. */
export function probabilityOf(model: Pick<SafetyModel, 'weights'>, text: string): number {
  return sigmoid(scoreOf(model.weights, featuresOf(text)));
}

/** A seeded generator (mulberry32), so training order is the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** Examples fitted between two yields to the event loop: about 10 ms of work on 2 cores. */
const EXAMPLES_PER_SLICE = 400;

/** Lets the event loop run (requests, timers) between two slices of training. */
function yieldToLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Weights learned by AdaGrad over the examples; positives weigh `positiveWeight` times more. Training
 * yields to the event loop every few hundred examples, so a server training at start keeps answering.
 */
async function fitWeights(
  vectors: readonly FeatureVector[],
  labels: readonly boolean[],
  positiveWeight: number,
  l2 = L2,
  epochs = EPOCHS,
  rate = LEARNING_RATE,
): Promise<Float32Array> {
  const weights = new Float32Array(WEIGHT_COUNT);
  const squares = new Float32Array(WEIGHT_COUNT);
  const order = vectors.map((_, index) => index);
  const random = seededRandom(0x5afe);
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    for (let index = order.length - 1; index > 0; index -= 1) {
      const swap = Math.floor(random() * (index + 1));
      [order[index], order[swap]] = [order[swap] as number, order[index] as number];
    }
    for (const [step, at] of order.entries()) {
      if (step % EXAMPLES_PER_SLICE === EXAMPLES_PER_SLICE - 1) await yieldToLoop();
      const vector = vectors[at] as FeatureVector;
      const target = labels[at] === true ? 1 : 0;
      const error = sigmoid(scoreOf(weights, vector)) - target;
      const scale = target === 1 ? positiveWeight : 1;
      for (let index = 0; index < vector.indexes.length; index += 1) {
        const bucket = vector.indexes[index] as number;
        const weight = weights[bucket] as number;
        const gradient = error * scale * (vector.values[index] as number) + l2 * weight;
        const square = (squares[bucket] as number) + gradient * gradient;
        squares[bucket] = square;
        weights[bucket] = weight - (rate * gradient) / Math.sqrt(square + 1e-8);
      }
    }
  }
  return weights;
}

/** What training needs beyond the examples. */
export interface TrainOptions {
  /** Share of positives the threshold must keep flagged in cross-validation (0–1). */
  targetRecall: number;
  /** Share of negatives the sure threshold may flag in cross-validation (0–1). */
  sureFalseAlarms: number;
  /** How much more a missed positive costs than a false alarm while fitting. */
  positiveWeight?: number;
}

/**
 * Trains a model on the examples and chooses its threshold by cross-validation: the highest
 * probability that still flags `targetRecall` of the positives no fold saw while fitting, so the
 * threshold is set on messages the model did not learn from.
 */
export async function trainSafetyModel(
  examples: readonly Example[],
  options: TrainOptions,
): Promise<SafetyModel> {
  const positiveWeight = options.positiveWeight ?? 2;
  const vectors = examples.map((example) => featuresOf(example.text));
  const labels = examples.map((example) => example.label);
  const heldOutScores: number[] = [];
  const negativeScores: number[] = [];
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const inFold = (index: number) => index % FOLDS === fold;
    const weights = await fitWeights(
      vectors.filter((_, index) => !inFold(index)),
      labels.filter((_, index) => !inFold(index)),
      positiveWeight,
    );
    vectors.forEach((vector, index) => {
      if (!inFold(index)) return;
      (labels[index] === true ? heldOutScores : negativeScores).push(
        sigmoid(scoreOf(weights, vector)),
      );
    });
  }
  heldOutScores.sort((a, b) => a - b);
  negativeScores.sort((a, b) => b - a);
  const allowedMisses = Math.floor(heldOutScores.length * (1 - options.targetRecall));
  const threshold = heldOutScores[allowedMisses] ?? 0.5;
  // Just above the negative that the allowed share of false alarms stops at.
  const allowedAlarms = Math.floor(negativeScores.length * options.sureFalseAlarms);
  const sureThreshold = Math.max(threshold, (negativeScores[allowedAlarms] ?? 0.5) + 1e-6);
  return {
    weights: await fitWeights(vectors, labels, positiveWeight),
    threshold,
    sureThreshold,
  };
}

/** How sure a model is that a message is in its class. */
export type Flag = 'sure' | 'possible' | 'no';

/**
 * What decides a trained model besides its examples: the training code and its constants. A cache of
 * trained weights is keyed by it, so a change to either trains anew.
 */
export const TRAINING_RECIPE = [
  FEATURE_BITS,
  EPOCHS,
  LEARNING_RATE,
  L2,
  FOLDS,
  EXAMPLES_PER_SLICE,
  FULL_EVIDENCE_WORDS,
  FAMILY_WEIGHT,
  JSON.stringify([...FAMILIES_OF]),
  normalizeForSafety.toString(),
  featuresOf.toString(),
  fitWeights.toString(),
  trainSafetyModel.toString(),
].join('\n');

/** Whether a model flags a message, and how surely. */
export function flagOf(model: SafetyModel, text: string): Flag {
  const vector = featuresOf(text);
  const probability = sigmoid(scoreOf(model.weights, vector));
  const flag: Flag =
    probability >= model.sureThreshold
      ? 'sure'
      : probability >= model.threshold
        ? 'possible'
        : 'no';
  // A message of one to four words ("hope", "what if i cant") shares a few letters with the corpus
  // and little else: its judgement is held back a step (5 words: held-out recall unchanged, everyday
  // messages given a note 14.4 → 12.8 %). The plainest short phrasings ("kms") are the
  // patterns' to catch.
  if (vector.words >= FULL_EVIDENCE_WORDS || flag === 'no') return flag;
  return flag === 'sure' ? 'possible' : 'no';
}
