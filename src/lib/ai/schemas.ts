/**
 * Request and response schemas of the AI API (`/api/ai/*`), shared by the browser and the server.
 * The server validates every body with these before anything reaches a provider; the browser's AI
 * client validates answers with the same ones.
 *
 * why zod/mini: the same schemas ship to AI pages, where classic zod would add ~20 KB gzip; mini is
 * tree-shaken to what each page uses.
 */
import * as z from 'zod/mini';
import {
  CONTENT_TYPES,
  EXERCISE_DIFFICULTIES,
  GENRE_IDS,
  GENRES,
  GOAL_IDS,
  LEVEL_IDS,
  LIMIT_IDS,
  PERSONA_IDS,
  PLANNER_MOOD_IDS,
  POSE_CATEGORIES,
  POSE_DIFFICULTIES,
  PRIORITIES,
  TASK_CATEGORIES,
  TASK_TIMES,
  TIME_PRIORITIES,
  YOGA_MOOD_IDS,
} from './catalog';
import {
  MAX_EXISTING,
  MAX_MESSAGE_CHARS,
  MAX_NAME_CHARS,
  MAX_TURNS,
  SUGGESTION_COUNT,
} from './answers';

export * from './answers';

/** One chat turn; `assistant` turns are the persona's earlier replies. */
export const chatMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'message is empty'),
      z.maxLength(MAX_MESSAGE_CHARS, `message is over ${MAX_MESSAGE_CHARS} characters`),
    ),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** `POST /api/ai/chat` body: the persona and the conversation's turns, the last one the visitor's. */
export const chatRequestSchema = z.object({
  persona: z.enum(PERSONA_IDS, { error: 'unknown persona' }),
  messages: z.array(chatMessageSchema).check(
    z.minLength(1, 'messages is empty'),
    z.maxLength(MAX_TURNS, `more than ${MAX_TURNS} turns`),
    z.refine(
      (messages) => messages.at(-1)?.role === 'user',
      'the last message must be the visitor’s',
    ),
  ),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/**
 * The visitor's local date-time with its offset (ISO 8601, e.g. `2026-11-22T08:30:00+01:00`);
 * time of day, weekday and the variety seed are derived from it.
 */
export const localDateTimeSchema = z
  .string()
  .check(
    z.regex(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/,
      'now must be an ISO 8601 date-time with an offset',
    ),
    z.refine(isRealCalendarDate, 'now is not a valid date-time'),
  );

/** Whether the date part names a day that exists (Date.parse rolls 2026-02-30 over to March 2). */
function isRealCalendarDate(value: string): boolean {
  if (Number.isNaN(Date.parse(value))) return false;
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() + 1 === month && date.getUTCDate() === day
  );
}

const nameSchema = z
  .string()
  .check(z.maxLength(MAX_NAME_CHARS, `name is over ${MAX_NAME_CHARS} characters`));
const existingSchema = z
  .array(nameSchema)
  .check(z.maxLength(MAX_EXISTING, `more than ${MAX_EXISTING} existing names`));

/** Task suggestions for a planner mood. */
export const taskSuggestionRequestSchema = z.object({
  kind: z.literal('tasks'),
  mood: z.enum(PLANNER_MOOD_IDS, { error: 'unknown mood' }),
  now: localDateTimeSchema,
  habits: z.optional(
    z
      .array(z.object({ name: nameSchema, completed: z.boolean() }))
      .check(z.maxLength(MAX_EXISTING)),
  ),
  existing: z.optional(existingSchema),
});

/** The visitor's level, where they said it (issue 43). */
const levelSchema = z.optional(z.enum(LEVEL_IDS, { error: 'unknown level' }));
/** The visitor's limits (issue 43): suggestions leave out what they rule out. */
const limitsSchema = z.optional(
  z
    .array(z.enum(LIMIT_IDS, { error: 'unknown limit' }))
    .check(z.maxLength(LIMIT_IDS.length, 'too many limits')),
);

/** Pose suggestions for a yoga mood. */
export const poseSuggestionRequestSchema = z.object({
  kind: z.literal('poses'),
  mood: z.enum(YOGA_MOOD_IDS, { error: 'unknown mood' }),
  now: localDateTimeSchema,
  existing: z.optional(existingSchema),
  level: levelSchema,
  limits: limitsSchema,
});

/** Exercise suggestions for a fitness goal. */
export const exerciseSuggestionRequestSchema = z.object({
  kind: z.literal('exercises'),
  goal: z.enum(GOAL_IDS, { error: 'unknown goal' }),
  now: localDateTimeSchema,
  existing: z.optional(existingSchema),
  level: levelSchema,
  limits: limitsSchema,
});

/** `POST /api/ai/suggestions` body. */
export const suggestionRequestSchema = z.discriminatedUnion(
  'kind',
  [taskSuggestionRequestSchema, poseSuggestionRequestSchema, exerciseSuggestionRequestSchema],
  { error: 'unknown kind' },
);
export type SuggestionRequest = z.infer<typeof suggestionRequestSchema>;
export type SuggestionKind = SuggestionRequest['kind'];

const FICTION_GENRES = /* @__PURE__ */ new Set<string>(
  GENRES.filter((genre) => genre.type === 'fiction').map((genre) => genre.id),
);

/** Whether a genre is fiction (the content-type step applies only to those, docs/tools/ai-book-builder.md#behaviour). */
export function isFictionGenre(genre: string): boolean {
  return FICTION_GENRES.has(genre);
}

/** `POST /api/ai/book` body. */
export const bookRequestSchema = z
  .object({
    genre: z.enum(GENRE_IDS, { error: 'unknown genre' }),
    readingTime: z.union([z.literal(10), z.literal(20), z.literal(30)], {
      error: 'readingTime must be 10, 20 or 30',
    }),
    contentType: z.optional(z.enum(CONTENT_TYPES, { error: 'unknown contentType' })),
    title: z.optional(
      z
        .string()
        .check(z.trim(), z.maxLength(MAX_NAME_CHARS, `title is over ${MAX_NAME_CHARS} characters`)),
    ),
    /** Optional local date-time; the built-in guide varies its pick by the half hour. */
    now: z.optional(localDateTimeSchema),
  })
  .check(
    z.superRefine((body, context) => {
      const isFiction = isFictionGenre(body.genre);
      if (!isFiction && (body.contentType !== undefined || body.title !== undefined)) {
        context.addIssue({
          code: 'custom',
          message: 'contentType and title are only for fiction genres',
        });
      }
      // docs/tools/ai-book-builder.md#validation: an existing book needs a trimmed title over 3 characters.
      if (body.contentType === 'existing' && (body.title ?? '').length <= 3) {
        context.addIssue({
          code: 'custom',
          path: ['title'],
          message: 'title must be over 3 characters',
        });
      }
      if (body.contentType !== 'existing' && body.title !== undefined) {
        context.addIssue({
          code: 'custom',
          path: ['title'],
          message: 'title is only for an existing book',
        });
      }
    }),
  );
export type BookRequest = z.infer<typeof bookRequestSchema>;

/** A suggested task (docs/tools/mindful-tasks-planner.md#data, #calls). */
export const taskSuggestionSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_NAME_CHARS)),
  category: z.enum(TASK_CATEGORIES),
  time: z.enum(TASK_TIMES),
  timePriority: z.enum(TIME_PRIORITIES),
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000)),
  priority: z.enum(PRIORITIES),
});
export type TaskSuggestion = z.infer<typeof taskSuggestionSchema>;

/**
 * What to watch for (an inversion, a deep backbend), where the item needs it (issue 25). Null is
 * accepted: strict structured output lists every field, so a model says "no caution" with null
 * (docs/ai.md#structured-output).
 */
const cautionSchema = z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(500))));

/** The item without a null or blank `caution`, so the app sees a caution only where there is one. */
function withoutEmptyCaution<T extends { caution?: string | null | undefined }>(
  item: T,
): Omit<T, 'caution'> & { caution?: string } {
  const { caution, ...rest } = item;
  return caution === undefined || caution === null || caution === '' ? rest : { ...rest, caution };
}

const poseSuggestionFields = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_NAME_CHARS)),
  benefits: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000)),
  instructions: z.string().check(z.trim(), z.minLength(1), z.maxLength(3000)),
  difficulty: z.enum(POSE_DIFFICULTIES),
  category: z.enum(POSE_CATEGORIES),
  caution: cautionSchema,
});

/** A suggested pose; `instructions` are `|`-separated steps (docs/tools/ai-yoga-planner.md#data). */
export const poseSuggestionSchema = z.pipe(
  poseSuggestionFields,
  z.transform((item: z.infer<typeof poseSuggestionFields>) => withoutEmptyCaution(item)),
);
export type PoseSuggestion = z.infer<typeof poseSuggestionSchema>;

const exerciseSuggestionFields = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_NAME_CHARS)),
  benefits: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000)),
  instructions: z.string().check(z.trim(), z.minLength(1), z.maxLength(3000)),
  difficulty: z.enum(EXERCISE_DIFFICULTIES),
  category: z.enum(GOAL_IDS),
  caution: cautionSchema,
});

/** A suggested exercise; `category` is its goal id (docs/tools/ai-exercise-planner.md#data). */
export const exerciseSuggestionSchema = z.pipe(
  exerciseSuggestionFields,
  z.transform((item: z.infer<typeof exerciseSuggestionFields>) => withoutEmptyCaution(item)),
);
export type ExerciseSuggestion = z.infer<typeof exerciseSuggestionSchema>;

/** The item schema for each suggestion kind. */
export const SUGGESTION_ITEM_SCHEMAS = {
  tasks: taskSuggestionSchema,
  poses: poseSuggestionSchema,
  exercises: exerciseSuggestionSchema,
} as const;

/** What each kind answers with. */
export interface SuggestionItemByKind {
  tasks: TaskSuggestion;
  poses: PoseSuggestion;
  exercises: ExerciseSuggestion;
}

/** `POST /api/ai/suggestions` answer: exactly 6 items of the requested kind. */
export const suggestionResponseSchema = z.object({
  items: z
    .array(z.union([taskSuggestionSchema, poseSuggestionSchema, exerciseSuggestionSchema]))
    .check(z.length(SUGGESTION_COUNT)),
});
export type SuggestionResponse = { items: SuggestionItemByKind[SuggestionKind][] };

/** One section of a generated book. */
export const bookSectionSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1)),
  content: z.string().check(z.trim(), z.minLength(1)),
});

/** `POST /api/ai/book` answer (docs/tools/ai-book-builder.md#data). */
export const bookResponseSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1)),
  author: z.string().check(z.trim(), z.minLength(1)),
  sections: z.array(bookSectionSchema).check(z.minLength(1)),
});
export type Book = z.infer<typeof bookResponseSchema>;
