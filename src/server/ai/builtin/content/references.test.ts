import { describe, expect, it } from 'vitest';

import { BUDDHA_GUIDE } from './guide-buddha';
import { JESUS_GUIDE } from './guide-jesus';
import { KRISHNA_GUIDE } from './guide-krishna';
import { SHIVA_GUIDE } from './guide-shiva';
import type { PersonaGuide } from './guide-types';
import { HONEST_ANSWERS } from './honest';
import { resolveCitation, WORKS } from './references';
import { BUDDHA_TEACHINGS } from './teachings-buddha';
import { JESUS_TEACHINGS } from './teachings-jesus';
import { KRISHNA_TEACHINGS } from './teachings-krishna';
import { SHIVA_TEACHINGS } from './teachings-shiva';

const GUIDES: Record<string, PersonaGuide> = {
  krishna: KRISHNA_GUIDE,
  buddha: BUDDHA_GUIDE,
  jesus: JESUS_GUIDE,
  shiva: SHIVA_GUIDE,
};

/** Every text that carries a source, with where it lives. */
const CITED = [
  ...[KRISHNA_TEACHINGS, BUDDHA_TEACHINGS, JESUS_TEACHINGS, SHIVA_TEACHINGS].flatMap((teachings) =>
    teachings.map((teaching) => ({
      where: teaching.id,
      text: teaching.text,
      source: teaching.source,
    })),
  ),
  ...Object.entries(GUIDES).flatMap(([persona, guide]) => [
    ...guide.entries.map((entry) => ({ where: entry.id, text: entry.text, source: entry.source })),
    // the parts of a story told when asked (why its figure acted, what happened after, where to begin)
    ...guide.entries.flatMap((entry) =>
      (['why', 'after', 'start'] as const).flatMap((name) => {
        const part = entry[name];
        return part === undefined
          ? []
          : [{ where: `${entry.id}-${name}`, text: part.text, source: part.source }];
      }),
    ),
    ...Object.entries(guide.comfort).flatMap(([pain, comforts]) =>
      comforts.map((comfort, index) => ({
        where: `${persona}-comfort-${pain}-${index}`,
        text: comfort.text,
        source: comfort.source,
      })),
    ),
  ]),
  ...Object.values(HONEST_ANSWERS).flatMap((answers) =>
    answers.map((answer) => ({ where: answer.id, text: answer.text, source: answer.source })),
  ),
];

// A reference in brackets inside a text: '(Bhagavad Gita 2.47)', '[John 11:25, 43-44]'.
const INLINE =
  /[([]([^()[\]]*(?:\d|Sutta|Sutra|Purana|Upanishad|Gita|Samhita|Tantra|Stotra)[^()[\]]*)[)\]]/g;

/**
 * The references one bracketed citation holds: 'Bhagavad Gita 1.28-30, 2.7' is two, 'John 11:25, 43-44'
 * is 'John 11:25' and 'John 11:43-44'; a trailing title or 'commentary' annotates the one before it.
 */
function inlineReferences(citation: string): { references: string[]; notes: string[] } {
  if (resolveCitation(citation).ok) return { references: [citation], notes: [] };
  const references: string[] = [];
  const notes: string[] = [];
  for (const item of citation.split(/\s*;\s*/).flatMap((part) => part.split(/\s*,\s*/))) {
    const previous = references.at(-1);
    if (!/\d/.test(item) && previous !== undefined) notes.push(`${previous} (${item})`);
    else if (/^\d/.test(item) && previous !== undefined) {
      const book = /^(.*?\s)\d/.exec(previous)?.[1] ?? '';
      const chapter = item.includes(':') ? '' : (/\s(\d+:)\d/.exec(previous)?.[1] ?? '');
      references.push(`${book}${chapter}${item}`);
    } else references.push(item);
  }
  return { references, notes };
}

describe('the reference index', () => {
  it('holds the works with the structure of their editions', () => {
    expect(WORKS['Bhagavad Gita'].structure.reduce((sum, verses) => sum + verses, 0)).toBe(700);
    expect(WORKS.Dhammapada.structure).toBe(423);
    expect(WORKS['Shiva Sutras'].structure).toEqual([22, 10, 45]);
    expect(WORKS['Majjhima Nikaya'].structure).toBe(152);
    expect(WORKS['Digha Nikaya'].structure).toBe(34);
    expect(WORKS['Samyutta Nikaya'].structure).toHaveLength(56);
    expect(WORKS['Anguttara Nikaya'].structure).toHaveLength(11);
    expect(WORKS.Matthew.structure).toHaveLength(28);
    expect(WORKS.Mark.structure).toHaveLength(16);
    expect(WORKS.Luke.structure).toHaveLength(24);
    expect(WORKS.John.structure).toHaveLength(21);
    expect(WORKS.Acts.structure).toHaveLength(28);
    expect(
      WORKS['Shvetashvatara Upanishad'].structure.reduce((sum, verses) => sum + verses, 0),
    ).toBe(113);
  });

  it.each([
    'Bhagavad Gita 2.47',
    'Bhagavad Gita 2.62-63',
    'Bhagavad Gita 18.78',
    'John 3:16',
    'Matthew 5:3-10',
    'Matthew 5:38-6:4',
    'Dhammapada 5',
    'Dhammapada 423',
    'Majjhima Nikaya 10 (Satipatthana Sutta)',
    'Samyutta Nikaya 56.11',
    'Anguttara Nikaya 3.65 (Kalama Sutta)',
    'Anguttara Nikaya 1.189-190',
    'Sutta Nipata 5.19',
    'Shiva Sutras 1.1',
    'Shiva Sutras 3.45',
    'Vijnana Bhairava Tantra 163',
    'Katha Upanishad 2.3.18',
    'Bhagavata Purana 10.90',
    'Shiva Purana',
    'Shiva Purana, Rudra Samhita',
    'Shiva Purana, Rudra Samhita, Parvati Khanda',
    'Linga Purana',
    'Mahabharata, Sabha Parva',
    'Vinaya, Mahavagga 8.26',
    'Vinaya, Cullavagga 10.1',
    'Visuddhimagga 9',
    'Psalm 23',
    'Psalm 23:4',
    'Periya Puranam',
    'Mandukya Upanishad 7',
    'Ramayana, Uttara Kanda',
  ])('accepts %s', (source) => {
    expect(resolveCitation(source)).toEqual({ ok: true });
  });

  it.each([
    ['Bhagavad Gita 2.73', 'out of range'],
    ['Bhagavad Gita 13.35', 'out of range'],
    ['Bhagavad Gita 19.1', 'out of range'],
    ['Bhagavad Gita 2.63-62', 'forward range'],
    ['Dhammapada 424', 'out of range'],
    ['John 22:1', 'out of range'],
    ['John 3:37', 'out of range'],
    ['Matthew 5.3', 'chapter:verse'],
    ['Majjhima Nikaya 153 (Anapanasati Sutta)', 'out of range'],
    ['Majjhima Nikaya 10 (Anapanasati Sutta)', 'is not the'],
    ['Samyutta Nikaya 56.132', 'out of range'],
    ['Anguttara Nikaya 12.1', 'out of range'],
    ['Shiva Sutras 2.11', 'out of range'],
    ['Psalm 23:7', 'out of range'],
    ['Visuddhimagga 24', 'out of range'],
    ['Shiva Sutras 4.1', 'out of range'],
    ['Vijnana Bhairava Tantra 164', 'out of range'],
    ['Gospel of Thomas 1', 'unknown work'],
    ['Gita 2.47', 'unknown work'],
    ['Shiva Purana, Rudra Samhita 2.19', 'not checked'],
    ['Shiva Purana, Rudra Samhita, Parvati Khanda 19', 'not checked'],
    ['Shiva Purana, Vidyeshvara Samhita 24-25', 'not checked'],
    ['Shiva Purana, Nandi Samhita', 'no part'],
    ['Linga Purana 1.30', 'not checked'],
    ['Mahabharata, Sabha Parva 68', 'not checked'],
    ['Hatha Yoga Pradipika 3.2', 'not recorded as verified'],
    ['Rig Veda 7.60.1', 'not recorded as verified'],
  ])('refuses %s (%s)', (source, reason) => {
    const resolution = resolveCitation(source);
    expect(resolution.ok).toBe(false);
    if (!resolution.ok) expect(resolution.reason).toContain(reason);
  });
});

describe('every source in the guide and the teachings', () => {
  it.each(CITED.map(({ where, source }) => [where, source]))('%s: %s resolves', (_, source) => {
    expect(resolveCitation(source)).toEqual({ ok: true });
  });

  it.each(
    CITED.filter(({ text }) => text.match(INLINE) !== null).map(({ where, text }) => [where, text]),
  )('%s: the references in its text resolve', (_, text) => {
    for (const [, citation = ''] of text.matchAll(INLINE)) {
      const { references, notes } = inlineReferences(citation);
      for (const reference of [...references, ...notes])
        expect(resolveCitation(reference), `${reference} in "${citation}"`).toEqual({ ok: true });
    }
  });
});
