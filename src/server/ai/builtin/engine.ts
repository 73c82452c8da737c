/** The built-in guide: an offline, deterministic engine over the curated library. */
import { PERSONA_IDS, type PersonaId } from '../../../lib/ai/catalog';
import { BUILTIN_MODEL } from '../../config';
import type { AiEngine, ChatInput } from '../providers/types';
import { chooseBook } from './books';
import type { PersonaGuide } from './content/guide-types';
import type { BookItem, Teaching } from './content/types';
import { deriveTimeContext } from '../time-context';
import { suggestFromLibrary, type SuggestionLibrary } from './suggest';
import { buildTeachingIndex, replyAsPersona, type TeachingIndex } from './teachings';

/** Everything the built-in guide draws on. */
export interface Library extends SuggestionLibrary {
  teachings: Readonly<Record<PersonaId, readonly Teaching[]>>;
  /** Answer tables per persona (issue 22); a fixture may leave them out. */
  guides?: Readonly<Partial<Record<PersonaId, PersonaGuide>>>;
  books: readonly BookItem[];
}

/** Words per streamed piece of a built-in reply. */
const WORDS_PER_PIECE = 4;

/** Splits a reply into pieces that join back to the same text. */
export function splitIntoPieces(text: string, wordsPerPiece = WORDS_PER_PIECE): string[] {
  const words = text.split(/(?<=\s)/);
  const pieces: string[] = [];
  for (let index = 0; index < words.length; index += wordsPerPiece) {
    pieces.push(words.slice(index, index + wordsPerPiece).join(''));
  }
  return pieces;
}

/** Creates the built-in guide over a library (the bundled one, or a test fixture). */
export function createBuiltinEngine(library: Library): AiEngine {
  const indexes = new Map<PersonaId, TeachingIndex>();
  const indexFor = (persona: PersonaId): TeachingIndex => {
    let index = indexes.get(persona);
    if (index === undefined) {
      index = buildTeachingIndex(persona, library.teachings[persona], library.guides?.[persona]);
      indexes.set(persona, index);
    }
    return index;
  };
  return {
    provider: 'builtin',
    model: BUILTIN_MODEL,
    async *streamChat(input: ChatInput, signal: AbortSignal) {
      const reply = replyAsPersona(indexFor(input.persona), input.messages, input.variety);
      for (const piece of splitIntoPieces(reply.text)) {
        if (signal.aborted) return;
        yield piece;
      }
    },
    async suggest(request) {
      return suggestFromLibrary(library, request);
    },
    async writeBook(request) {
      const seed = request.now === undefined ? 0 : deriveTimeContext(request.now).varietySeed;
      return chooseBook(library.books, request, seed);
    },
  };
}

/** Personas that have no teachings in a library (reported by tests and at start). */
export function personasWithoutTeachings(library: Library): PersonaId[] {
  return PERSONA_IDS.filter((persona) => library.teachings[persona].length === 0);
}
