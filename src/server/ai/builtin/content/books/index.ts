/**
 * The built-in guide's bundled library for the reading builder (docs/tools/ai-book-builder.md#constants): original readings
 * (`kind: 'new'`) and retellings of public-domain classics (`kind: 'existing'`), one file per book.
 */
import type { BookItem } from '../types';
import { ADVENTURE_FERN_HUT } from './adventure-fern-hut';
import { ADVENTURE_RETELLING_EIGHTY_DAYS } from './adventure-retelling-around-the-world-in-eighty-days';
import { ADVENTURE_RETELLING_TREASURE_ISLAND } from './adventure-retelling-treasure-island';
import { ADVENTURE_SEAL_PUP_TIDE } from './adventure-seal-pup-tide';
import { BIOGRAPHY_MARIE_CURIE } from './biography-marie-curie';
import { BIOGRAPHY_WANGARI_MAATHAI } from './biography-wangari-maathai';
import { FANTASY_LANTERN_KEEPER } from './fantasy-lantern-keeper';
import { FANTASY_MAP_OF_NOTICED_PLACES } from './fantasy-map-of-noticed-places';
import { FANTASY_RETELLING_ALICE } from './fantasy-retelling-alices-adventures-in-wonderland';
import { FANTASY_RETELLING_OZ } from './fantasy-retelling-the-wonderful-wizard-of-oz';
import { HISTORY_LETTERS_OF_METAL } from './history-letters-of-metal';
import { HISTORY_TOP_OF_THE_WORLD } from './history-top-of-the-world';
import { MYSTERY_MENDED_BOOKS } from './mystery-mended-books';
import { MYSTERY_RETELLING_HOUND } from './mystery-retelling-the-hound-of-the-baskervilles';
import { MYSTERY_RETELLING_MOONSTONE } from './mystery-retelling-the-moonstone';
import { MYSTERY_SLOW_CLOCK } from './mystery-slow-clock';
import { PHILOSOPHY_MIDDLE_WAY } from './philosophy-middle-way';
import { PHILOSOPHY_STOIC_ATTENTION } from './philosophy-stoic-attention';
import { ROMANCE_RETELLING_PERSUASION } from './romance-retelling-persuasion';
import { ROMANCE_RETELLING_PRIDE_AND_PREJUDICE } from './romance-retelling-pride-and-prejudice';
import { ROMANCE_SEED_LIBRARY_LETTERS } from './romance-seed-library-letters';
import { ROMANCE_TUESDAY_WALTZ } from './romance-tuesday-waltz';
import { SCIENCE_FICTION_GARDEN_RING } from './science-fiction-garden-ring';
import { SCIENCE_FICTION_QUIET_SIDE_OF_THE_MOON } from './science-fiction-quiet-side-of-the-moon';
import { SCIENCE_FICTION_RETELLING_TIME_MACHINE } from './science-fiction-retelling-the-time-machine';
import { SCIENCE_FICTION_RETELLING_TWENTY_THOUSAND_LEAGUES } from './science-fiction-retelling-twenty-thousand-leagues-under-the-seas';

export const BOOKS: readonly BookItem[] = [
  ADVENTURE_FERN_HUT,
  ADVENTURE_RETELLING_EIGHTY_DAYS,
  ADVENTURE_RETELLING_TREASURE_ISLAND,
  ADVENTURE_SEAL_PUP_TIDE,
  BIOGRAPHY_MARIE_CURIE,
  BIOGRAPHY_WANGARI_MAATHAI,
  FANTASY_LANTERN_KEEPER,
  FANTASY_MAP_OF_NOTICED_PLACES,
  FANTASY_RETELLING_ALICE,
  FANTASY_RETELLING_OZ,
  HISTORY_LETTERS_OF_METAL,
  HISTORY_TOP_OF_THE_WORLD,
  MYSTERY_MENDED_BOOKS,
  MYSTERY_RETELLING_HOUND,
  MYSTERY_RETELLING_MOONSTONE,
  MYSTERY_SLOW_CLOCK,
  PHILOSOPHY_MIDDLE_WAY,
  PHILOSOPHY_STOIC_ATTENTION,
  ROMANCE_RETELLING_PERSUASION,
  ROMANCE_RETELLING_PRIDE_AND_PREJUDICE,
  ROMANCE_SEED_LIBRARY_LETTERS,
  ROMANCE_TUESDAY_WALTZ,
  SCIENCE_FICTION_GARDEN_RING,
  SCIENCE_FICTION_QUIET_SIDE_OF_THE_MOON,
  SCIENCE_FICTION_RETELLING_TIME_MACHINE,
  SCIENCE_FICTION_RETELLING_TWENTY_THOUSAND_LEAGUES,
];
