/**
 * The reference index ("true citations"): every text the built-in guide's personas cite, with the
 * structure of the edition whose numbering the content follows (docs/ai-sources.md), and
 * `resolveCitation`, which checks that a content `source` points at a place that exists.
 *
 * A work is split into numbered divisions (chapter, verse; saṃyutta, sutta) and, for the epics and
 * Puranas, named parts (Sabha Parva; Rudra Samhita, Parvati Khanda). Numbers are checked against the
 * recorded counts. Where an edition's numbering is not stable or not recorded (the Puranas' chapters),
 * a number is accepted only if it was checked by hand and listed in `verified`; otherwise the work is
 * cited at the level of its named parts.
 */

/** A numbered division: a count of leaves, all its sub-divisions in order, or a partly recorded count. */
export type Structure = number | readonly Structure[] | Recorded;

/** A division with `count` numbered sub-divisions, of which only those in `known` are recorded. */
export interface Recorded {
  readonly count: number;
  readonly known: Readonly<Record<number, Structure>>;
}

/** A named part of a work (a parva, a samhita, a khanda), with its own numbering where recorded. */
export interface Part {
  readonly structure?: Structure;
  readonly parts?: Readonly<Record<string, Part>>;
  /** References checked by hand against the edition, where the structure is not recorded. */
  readonly verified?: readonly string[];
}

/** One cited work, under the name the content uses. */
export interface Work extends Part {
  /** The edition or numbering the content's references follow. */
  readonly numbering: string;
  /** 'chapter:verse' (the Bible) or 'chapter.verse' (everything else). */
  readonly separator: ':' | '.';
  /** Accepted titles per reference, where a source names the sutta: '10' -> ['Satipatthana']. */
  readonly titles?: Readonly<Record<string, readonly string[]>>;
}

/** A division of `count` chapters whose verses are not recorded. */
function chapters(count: number): Recorded {
  return { count, known: {} };
}

const BIBLE = 'chapter:verse as in standard English Bibles (NRSV, ESV)';

/** The works the content cites, keyed by the name a `source` uses. */
export const WORKS = {
  // Krishna: the Gita and the Vaishnava sources.
  'Bhagavad Gita': {
    numbering:
      'Gita Press (700 verses; chapter 13 has 34, without the opening question some editions add)',
    separator: '.',
    structure: [47, 72, 43, 42, 29, 47, 30, 28, 34, 42, 55, 20, 34, 27, 20, 24, 28, 78],
  },
  Mahabharata: {
    numbering:
      'cited by parva only: section numbers differ between the vulgate and the critical edition',
    separator: '.',
    parts: {
      'Adi Parva': {},
      'Sabha Parva': {},
      'Vana Parva': {},
      'Virata Parva': {},
      'Udyoga Parva': {},
      'Bhishma Parva': {},
      'Drona Parva': {},
      'Karna Parva': {},
      'Shalya Parva': {},
      'Sauptika Parva': {},
      'Stri Parva': {},
      'Shanti Parva': {},
      'Anushasana Parva': {},
      'Ashvamedhika Parva': {},
      'Ashramavasika Parva': {},
      'Mausala Parva': {},
      'Mahaprasthanika Parva': {},
      'Svargarohana Parva': {},
    },
  },
  'Bhagavata Purana': {
    numbering: 'canto.chapter (12 cantos, 335 chapters), the numbering shared by its editions',
    separator: '.',
    structure: [19, 10, 33, 31, 26, 19, 15, 24, 24, 90, 31, 13].map(chapters),
  },

  // The Buddha: the Pali Canon, numbered as SuttaCentral numbers it.
  Dhammapada: {
    numbering: 'verses 1-423 in 26 chapters (SuttaCentral, PTS)',
    separator: '.',
    structure: 423,
  },
  'Digha Nikaya': {
    numbering: 'sutta 1-34 (SuttaCentral)',
    separator: '.',
    structure: 34,
    titles: {
      '1': ['Brahmajala'],
      '2': ['Samannaphala'],
      '13': ['Tevijja'],
      '16': ['Mahaparinibbana'],
      '31': ['Sigalovada', 'Singalovada', 'Singala'],
    },
  },
  'Majjhima Nikaya': {
    numbering: 'sutta 1-152 (SuttaCentral)',
    separator: '.',
    structure: 152,
    titles: {
      '4': ['Bhayabherava'],
      '10': ['Satipatthana'],
      '20': ['Vitakkasanthana'],
      '21': ['Kakacupama'],
      '22': ['Alagaddupama'],
      '26': ['Ariyapariyesana', 'Pasarasi'],
      '36': ['Mahasaccaka'],
      '58': ['Abhayarajakumara'],
      '60': ['Apannaka'],
      '61': ['Ambalatthikarahulovada'],
      '63': ['Culamalunkya', 'Culamalunkyovada'],
      '86': ['Angulimala'],
      '118': ['Anapanasati'],
      '131': ['Bhaddekaratta'],
      '135': ['Culakammavibhanga'],
    },
  },
  'Samyutta Nikaya': {
    numbering: 'samyutta.sutta, with the peyyala suttas counted (SuttaCentral)',
    separator: '.',
    structure: [
      81, 30, 25, 25, 10, 15, 22, 12, 14, 12, 25, 213, 11, 39, 20, 13, 43, 22, 21, 12, 12, 159, 46,
      96, 10, 10, 10, 10, 50, 46, 112, 57, 55, 55, 248, 31, 34, 16, 16, 11, 10, 13, 44, 11, 180,
      184, 104, 178, 54, 108, 86, 24, 54, 20, 74, 131,
    ],
    titles: {
      '3.8': ['Mallika'],
      '4.1': ['Tapokamma'],
      '12.61': ['Assutava'],
      '36.21': ['Sivaka'],
      '22.1': ['Nakulapita'],
      '22.59': ['Anattalakkhana'],
      '35.28': ['Adittapariyaya', 'Aditta'],
      '36.6': ['Sallatha', 'Sallattha'],
      '42.6': ['Asibandhakaputta', 'Pacchabhumaka'],
      '45.2': ['Upaddha'],
      '45.8': ['Vibhanga'],
      '45.165': ['Dukkhata'],
      '46.55': ['Sangarava'],
      '56.11': ['Dhammacakkappavattana'],
    },
  },
  'Anguttara Nikaya': {
    numbering: 'nipata.sutta, with the peyyala suttas counted (SuttaCentral)',
    separator: '.',
    structure: [627, 479, 352, 783, 1152, 649, 1124, 627, 432, 746, 1151],
    titles: {
      '3.65': ['Kalama', 'Kesamutti'],
      '5.29': ['Cankama'],
      '5.57': ['Upajjhatthana', 'Abhinhapaccavekkhitabbathana'],
      '6.63': ['Nibbedhika'],
      '8.6': ['Lokavipatti', 'Dutiyalokadhamma'],
      '8.39': ['Abhisanda'],
      '8.51': ['Gotami'],
    },
  },
  'Sutta Nipata': {
    numbering: 'vagga.sutta (SuttaCentral)',
    separator: '.',
    structure: [12, 14, 12, 16, 19],
    titles: {
      '1.3': ['Khaggavisana'],
      '1.4': ['Kasibharadvaja', 'Kasi'],
      '1.8': ['Metta', 'Karaniyametta'],
      '2.4': ['Mangala', 'Mahamangala'],
      '3.8': ['Salla'],
    },
  },
  Udana: {
    numbering: 'vagga.sutta (SuttaCentral)',
    separator: '.',
    structure: [10, 10, 10, 10, 10, 10, 10, 10],
  },
  Theragatha: {
    numbering: 'nipata.poem (SuttaCentral)',
    separator: '.',
    structure: [120, 49, 16, 12, 12, 14, 5, 3, 1, 7, 1, 2, 1, 2, 2, 10, 3, 1, 1, 1, 1],
  },
  Therigatha: {
    numbering: 'nipata.poem (SuttaCentral)',
    separator: '.',
    structure: [18, 10, 8, 1, 12, 8, 3, 1, 1, 1, 1, 1, 5, 1, 1, 1],
  },
  Vinaya: {
    numbering: 'Mahavagga khandhaka.section as in the PTS edition (Horner)',
    separator: '.',
    parts: {
      Mahavagga: { structure: chapters(10), verified: ['8.26'] },
      // the Bhikkhuni Khandhaka: Mahapajapati's going forth is its first section
      Cullavagga: { structure: chapters(12), verified: ['10.1'] },
    },
  },
  // Buddhaghosa's Path of Purification: chapter 9 orders the persons of loving-kindness.
  Visuddhimagga: {
    numbering: "chapter (23) as in Nanamoli's The Path of Purification",
    separator: '.',
    structure: chapters(23),
  },
  // Outside the Pali Canon: Arya Sura's Sanskrit Garland of Birth Stories (the hungry tigress is its
  // first story).
  Jatakamala: {
    numbering: "cited as a whole (Arya Sura's Garland of Birth Stories, 34 stories)",
    separator: '.',
  },

  // Jesus: the Gospels and the books they are cited beside.
  Psalm: {
    numbering: 'psalm:verse as in standard English Bibles (NRSV, ESV): 150 psalms',
    separator: ':',
    structure: { count: 150, known: { 23: 6 } },
  },
  Matthew: {
    numbering: BIBLE,
    separator: ':',
    structure: [
      25, 23, 17, 25, 48, 34, 29, 34, 38, 42, 30, 50, 58, 36, 39, 28, 27, 35, 30, 34, 46, 46, 39,
      51, 46, 75, 66, 20,
    ],
  },
  Mark: {
    numbering: BIBLE,
    separator: ':',
    structure: [45, 28, 35, 41, 43, 56, 37, 38, 50, 52, 33, 44, 37, 72, 47, 20],
  },
  Luke: {
    numbering: BIBLE,
    separator: ':',
    structure: [
      80, 52, 38, 44, 39, 49, 50, 56, 62, 42, 54, 59, 35, 35, 32, 31, 37, 43, 48, 47, 38, 71, 56,
      53,
    ],
  },
  John: {
    numbering: BIBLE,
    separator: ':',
    structure: [51, 25, 36, 54, 47, 71, 53, 59, 41, 42, 57, 50, 38, 31, 27, 33, 26, 40, 42, 31, 25],
  },
  Acts: {
    numbering: BIBLE,
    separator: ':',
    structure: [
      26, 47, 26, 37, 42, 15, 60, 40, 43, 48, 30, 25, 52, 28, 41, 40, 34, 28, 41, 38, 40, 30, 35,
      27, 27, 32, 44, 31,
    ],
  },
  '1 Corinthians': {
    numbering: BIBLE,
    separator: ':',
    structure: [31, 16, 23, 21, 13, 20, 40, 13, 27, 33, 34, 31, 13, 40, 58, 24],
  },
  Galatians: {
    numbering: BIBLE,
    separator: ':',
    structure: [24, 21, 29, 31, 26, 18],
  },

  // Shiva: the Shaiva texts, the Vedas and Upanishads, the epics and the Puranas.
  'Shiva Sutras': {
    numbering: 'section.sutra as in Jaideva Singh (22, 10 and 45 sutras)',
    separator: '.',
    structure: [22, 10, 45],
  },
  'Vijnana Bhairava Tantra': {
    numbering: 'verses 1-163 as in Jaideva Singh; the 112 dharanas are verses 24-138',
    separator: '.',
    structure: 163,
  },
  Pratyabhijnahridayam: {
    numbering: 'sutras 1-20 (Jaideva Singh)',
    separator: '.',
    structure: 20,
  },
  'Spanda Karikas': {
    numbering:
      "cited as a whole (Vasugupta's stanzas on vibration, with Kallata's vritti): stanza numbers are not checked",
    separator: '.',
  },
  'Hatha Yoga Pradipika': {
    numbering: 'chapter.verse; verse counts differ by edition, so only checked verses are accepted',
    separator: '.',
    structure: chapters(4),
    verified: ['3.1'],
  },
  'Rig Veda': {
    numbering: 'mandala.hymn.verse',
    separator: '.',
    structure: { count: 10, known: { 7: { count: 104, known: { 59: 12 } } } },
  },
  'Taittiriya Samhita': {
    numbering: 'kanda.prapathaka.anuvaka (the Shri Rudram is 4.5)',
    separator: '.',
    structure: { count: 7, known: { 4: { count: 7, known: { 5: 11 } } } },
  },
  'Isha Upanishad': { numbering: 'verse (18)', separator: '.', structure: 18 },
  'Kena Upanishad': {
    numbering: 'khanda.verse (4 khandas; verse counts of khanda 1 differ by edition)',
    separator: '.',
    structure: { count: 4, known: { 2: 5, 3: 12, 4: 9 } },
  },
  'Katha Upanishad': {
    numbering: 'adhyaya.valli.verse',
    separator: '.',
    structure: [
      [29, 25, 17],
      [15, 15, 18],
    ],
  },
  'Mundaka Upanishad': {
    numbering: 'mundaka.khanda.verse',
    separator: '.',
    structure: [
      [9, 13],
      [10, 11],
      [10, 11],
    ],
  },
  'Mandukya Upanishad': { numbering: 'verse (12)', separator: '.', structure: 12 },
  'Taittiriya Upanishad': {
    numbering: 'valli.anuvaka.paragraph',
    separator: '.',
    structure: {
      count: 3,
      known: {
        1: { count: 12, known: { 11: 4 } },
        2: { count: 9, known: { 9: 1 } },
        3: chapters(10),
      },
    },
  },
  'Brihadaranyaka Upanishad': {
    numbering: 'adhyaya.brahmana.paragraph (Kanva recension)',
    separator: '.',
    structure: {
      count: 6,
      known: {
        1: { count: 6, known: { 3: 28 } },
        2: { count: 6, known: { 4: 14 } },
        4: { count: 6, known: { 4: 25 } },
        5: { count: 15, known: { 2: 3 } },
      },
    },
  },
  'Chandogya Upanishad': {
    numbering: 'prapathaka.khanda.paragraph',
    separator: '.',
    structure: {
      count: 8,
      known: {
        6: { count: 16, known: { 8: 7 } },
        7: { count: 26, known: { 1: 5, 23: 1 } },
        8: { count: 15, known: { 1: 6 } },
      },
    },
  },
  'Shvetashvatara Upanishad': {
    numbering: 'chapter.verse (113 verses)',
    separator: '.',
    structure: [16, 17, 21, 22, 14, 23],
  },
  Ramayana: {
    numbering: 'kanda and sarga of the vulgate (Gita Press, valmikiramayan.net)',
    separator: '.',
    parts: {
      'Bala Kanda': { structure: chapters(77) },
      'Ayodhya Kanda': {},
      'Aranya Kanda': {},
      'Kishkindha Kanda': {},
      'Sundara Kanda': {},
      'Yuddha Kanda': {},
      'Uttara Kanda': {},
    },
  },
  Kumarasambhava: { numbering: 'canto (17)', separator: '.', structure: chapters(17) },
  'Shiva Purana': {
    numbering:
      'cited by samhita (and khanda): chapter numbers differ between editions and are not checked',
    separator: '.',
    parts: {
      'Vidyeshvara Samhita': {},
      'Rudra Samhita': {
        parts: {
          'Srishti Khanda': {},
          'Sati Khanda': {},
          'Parvati Khanda': {},
          'Kumara Khanda': {},
          'Yuddha Khanda': {},
        },
      },
      'Shatarudra Samhita': {},
      'Koti Rudra Samhita': {},
      'Uma Samhita': {},
      'Kailasa Samhita': {},
      'Vayaviya Samhita': { parts: { 'Purva Bhaga': {}, 'Uttara Bhaga': {} } },
    },
  },
  'Linga Purana': {
    numbering: 'cited as a whole or by bhaga: chapter numbers are not checked',
    separator: '.',
    parts: { 'Purva Bhaga': {}, 'Uttara Bhaga': {} },
  },
  'Skanda Purana': {
    numbering: 'cited as a whole: its khandas and chapters differ between recensions',
    separator: '.',
  },
  'Devi Bhagavata Purana': {
    numbering: 'cited as a whole: chapter numbers are not checked',
    separator: '.',
  },
  'Koyil Puranam': {
    numbering: 'cited as a whole (the Chidambaram sthala purana of Umapati Shivacharya)',
    separator: '.',
  },
  'Periya Puranam': {
    numbering:
      "cited as a whole (Sekkizhar's twelfth-century Tamil lives of the sixty-three Nayanars)",
    separator: '.',
  },
  'Dakshinamurti Stotra': {
    numbering: 'cited as a whole, with the dhyana verses sung before it',
    separator: '.',
  },
  'Shiva Tandava Stotram': {
    numbering:
      'cited as a whole (the hymn tradition ascribes to Ravana): verse counts differ by edition',
    separator: '.',
  },
  Tantraloka: {
    numbering: "cited as a whole (Abhinavagupta's Light on the Tantras): chapters are not checked",
    separator: '.',
  },
  'Lalla Vakyani': {
    numbering:
      "cited as a whole (Lalleshwari's Kashmiri vakhs, Grierson and Barnett's edition): verse numbers differ between collections",
    separator: '.',
  },
  'Vachanas of Basavanna': {
    numbering:
      'cited as a whole (the Kannada vachanas; numbers differ between editions and translations)',
    separator: '.',
  },
  Rajatarangini: {
    numbering:
      "cited as a whole (Kalhana's twelfth-century chronicle of Kashmir): taranga and verse are not checked",
    separator: '.',
  },
  'Basava Purana': {
    numbering: "cited as a whole (Palkuriki Somanatha's thirteenth-century Telugu life of Basava)",
    separator: '.',
  },
  'Tiruvilaiyadal Puranam': {
    numbering:
      "cited as a whole (Paranjothi's Tamil sthala purana of Madurai, the sixty-four sports of Shiva)",
    separator: '.',
  },
} as const satisfies Readonly<Record<string, Work>>;

/** The outcome of checking one `source`. */
export type Resolution = { ok: true } | { ok: false; reason: string };

// 'Bala Kanda 43', 'Bhagavad Gita 2.62-63', '1 Corinthians 13:4-8': a name, then a reference.
const TRAILING_REFERENCE = /^(.*\S)\s+(\d+(?:[.:]\d+)*(?:-\d+(?:[.:]\d+)*)?)$/;
// 'Majjhima Nikaya 10 (Satipatthana Sutta)': the title in brackets at the end.
const TRAILING_TITLE = /^(.*\S)\s*\(([^()]+)\)$/;

function fail(reason: string): Resolution {
  return { ok: false, reason };
}

/** 'Satipaṭṭhāna Sutta' -> 'satipatthana', for comparing titles. */
function titleKey(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/sutta$/, '');
}

function isList(node: Structure): node is readonly Structure[] {
  return Array.isArray(node);
}

/** Whether `path` (1-based numbers) lies inside `structure`, or why not. */
function locate(structure: Structure, path: readonly number[]): Resolution | 'unrecorded' {
  let node: Structure | undefined = structure;
  for (const [depth, value] of path.entries()) {
    if (node === undefined) return 'unrecorded';
    if (typeof node === 'number') {
      if (depth < path.length - 1) return fail(`${path.join('.')} goes deeper than the numbering`);
      return value >= 1 && value <= node
        ? { ok: true }
        : fail(`${value} is out of range (1-${node})`);
    }
    const count = isList(node) ? node.length : node.count;
    if (value < 1 || value > count) return fail(`${value} is out of range (1-${count})`);
    node = isList(node) ? node[value - 1] : node.known[value];
  }
  return { ok: true };
}

/** Splits '2.62-63' into its first and last place: [[2, 62], [2, 63]]. */
function span(reference: string): [number[], number[]] | undefined {
  const [from = '', to] = reference.split('-');
  const start = from.split(/[.:]/).map(Number);
  if (to === undefined) return [start, start];
  const tail = to.split(/[.:]/).map(Number);
  if (tail.length > start.length) return undefined;
  const end = [...start.slice(0, start.length - tail.length), ...tail];
  const later = end.findIndex((value, index) => value !== start[index]);
  return later >= 0 && (end[later] ?? 0) > (start[later] ?? 0) ? [start, end] : undefined;
}

// Bible references are 'chapter' or 'chapter:verse'; all others join their numbers with '.'.
const SHAPES = {
  ':': /^\d+(?::\d+)?(?:-\d+(?::\d+)?)?$/,
  '.': /^\d+(?:\.\d+)*(?:-\d+(?:\.\d+)*)?$/,
} as const;

/** Checks a reference against a part of a work: its structure, or its hand-checked references. */
function checkNumber(
  part: Part,
  separator: ':' | '.',
  reference: string,
  where: string,
): Resolution {
  if (!SHAPES[separator].test(reference))
    return fail(
      `${where} is cited as ${separator === ':' ? 'chapter:verse' : 'numbers joined by "."'}`,
    );
  if (part.verified?.includes(reference)) return { ok: true };
  const places = span(reference);
  if (places === undefined) return fail(`${where} ${reference} is not a forward range`);
  if (part.structure === undefined)
    return fail(`${where} is cited without a number: its numbering is not checked`);
  for (const place of places) {
    const found = locate(part.structure, place);
    if (found === 'unrecorded')
      return fail(`${where} ${reference} is not recorded as verified; cite it without the number`);
    if (!found.ok) return fail(`${where} ${reference}: ${found.reason}`);
  }
  return { ok: true };
}

/**
 * Checks that a content `source` ('Bhagavad Gita 2.47', 'John 3:16', 'Anguttara Nikaya 3.65 (Kalama
 * Sutta)', 'Shiva Purana, Rudra Samhita, Parvati Khanda') names a work in WORKS, its named parts, and a
 * chapter and verse within range; a sutta's title must match its number.
 */
export function resolveCitation(source: string): Resolution {
  const titled = TRAILING_TITLE.exec(source.trim());
  const body = titled?.[1] ?? source.trim();
  const title = titled?.[2];
  const segments = body.split(/\s*,\s*/);
  const last = segments.length - 1;
  const numbered = TRAILING_REFERENCE.exec(segments[last] ?? '');
  const reference = numbered?.[2];
  if (numbered) segments[last] = numbered[1] ?? '';

  const [name = '', ...partNames] = segments;
  const works: Readonly<Record<string, Work>> = WORKS;
  const work = Object.hasOwn(works, name) ? works[name] : undefined;
  if (work === undefined) return fail(`unknown work "${name}"`);

  let part: Part = work;
  let where = name;
  for (const partName of partNames) {
    const next =
      part.parts && Object.hasOwn(part.parts, partName) ? part.parts[partName] : undefined;
    if (next === undefined) return fail(`${where} has no part "${partName}"`);
    part = next;
    where = `${where}, ${partName}`;
  }

  if (reference !== undefined) {
    const checked = checkNumber(part, work.separator, reference, where);
    if (!checked.ok) return checked;
  }
  if (title !== undefined && work.titles !== undefined) {
    const accepted =
      reference !== undefined && Object.hasOwn(work.titles, reference)
        ? work.titles[reference]
        : undefined;
    if (accepted === undefined) return fail(`no title is recorded for ${body}`);
    if (!accepted.some((candidate) => titleKey(candidate) === titleKey(title)))
      return fail(`${body} is not the ${title}`);
  }
  return { ok: true };
}
