/**
 * Shapes of the built-in guide's answer tables (issue 22): per persona a glossary of the figures and
 * concepts visitors ask about, the passages most asked for, the core lists, practices, and comfort
 * for a visitor in pain. Every text is ours (a faithful paraphrase, never a modern translation).
 */
import type { Teaching } from './types';

/** Kinds of personal pain the guide meets with care first (issue 22). */
export const PAIN_KINDS = [
  'grief',
  'heartbreak',
  'fear',
  'anxiety',
  'anger',
  'loneliness',
  'shame',
  'worthlessness',
  'work',
  'money',
  'illness',
  'sadness',
] as const;
/** One kind of personal pain. */
export type PainKind = (typeof PAIN_KINDS)[number];

/** What a glossary entry is. */
export type EntryKind = 'passage' | 'figure' | 'concept' | 'list' | 'practice';

/** One thing a visitor may ask about by name. */
export interface GuideEntry {
  /** Stable id, `<persona>-<kebab-name>`, unique per persona. */
  id: string;
  kind: EntryKind;
  /** Lower-case names and phrasings that point to it: 'arjuna', 'karma yoga', 'blessed are the meek'. */
  names: readonly string[];
  /** How a reply names it: 'Arjuna', 'the Eightfold Path'. */
  title: string;
  /** 2–3 sentences in our words, without a salutation; the last carries the citation. */
  text: string;
  /** The real reference it rests on: 'Bhagavad Gita 2.47', 'John 3:16', 'Shiva Purana'. */
  source: string;
  /** One small practice or step that fits it (one sentence). */
  practice?: string;
  /**
   * What a visitor asks next of a story or figure (docs/ai.md#built-in-guide): why its figure acted as
   * told, and what happened after; each in 1-3 sentences of our words with a true source of its own,
   * another than `source` where one tells it, so the follow-up brings a passage not given yet.
   */
  why?: StoryPart;
  after?: StoryPart;
  /** Where to begin, for a list or practice ("ok which one do i start with"), in our words with its source. */
  start?: StoryPart;
}

/** A part of a story told when asked (an entry's `why` or `after`). */
export interface StoryPart {
  text: string;
  source: string;
}

/** A comforting teaching for one kind of pain. */
export interface Comfort {
  /** 1–2 sentences in our words, without a salutation. */
  text: string;
  source: string;
}

/** One persona's answer tables. */
export interface PersonaGuide {
  entries: readonly GuideEntry[];
  /** Comfort per kind of pain, at least two each: a teaching that consoles, never one that scolds. */
  comfort: Readonly<Record<PainKind, readonly Comfort[]>>;
  /** The persona's own small practices, one sentence each, offered after a teaching. */
  practices: readonly string[];
  /** Openings that vary a reply; at most one holds a salutation, and `{}` never appears. */
  openers: readonly string[];
}

/** A guide with nothing in it (fixture libraries). */
export const EMPTY_GUIDE: PersonaGuide = {
  entries: [],
  comfort: {
    grief: [],
    heartbreak: [],
    fear: [],
    anxiety: [],
    anger: [],
    loneliness: [],
    shame: [],
    worthlessness: [],
    work: [],
    money: [],
    illness: [],
    sadness: [],
  },
  practices: [],
  openers: [],
};

/** A teaching or an entry, as a reply cites it. */
export type Cited = Pick<Teaching, 'id' | 'persona' | 'text' | 'source'>;

/**
 * Names that ask for a whole teaching in brief ("whats the main point of the gita in simple words"),
 * shared by each persona's summary entry (issue 41).
 */
export const SUMMARY_NAMES = [
  'main point',
  'main points',
  'main message',
  'main teaching',
  'main teachings',
  'main idea',
  'big idea',
  'core teaching',
  'core teachings',
  'central teaching',
  'key teachings',
  'the basics',
  'basics',
  'in simple words',
  'in simple terms',
  'in a nutshell',
  'summary',
  'summarize',
  'summarise',
  'sum up',
  'essence',
  'the point of',
  // a question about the teacher ("the one thing that mattered most to jesus"); "what matters most to
  // me" is the visitor's own life, and is not one
  'mattered most',
  'most important teaching',
] as const;
