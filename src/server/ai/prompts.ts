/**
 * Prompts for model providers (docs/tools/chats.md#calls): persona instructions, allowed topics, refusal text and
 * style rules for chat; mood, time of day, weekday, habits, avoid list and variety seed for
 * suggestions; genre, content type and section count for books.
 */
import {
  GENRES,
  READING_TIMES,
  type GoalId,
  type PlannerMoodId,
  type YogaMoodId,
} from '../../lib/ai/catalog';
import {
  SECTION_WORDS,
  SUGGESTION_COUNT,
  isFictionGenre,
  type BookRequest,
  type SuggestionRequest,
} from '../../lib/ai/schemas';
import { CRISIS_REPLY } from './safety';
import type { Persona } from './personas';
import { deriveTimeContext } from './time-context';

/** What each planner mood means (docs/tools/mindful-tasks-planner.md#data descriptions, our wording). */
export const PLANNER_MOOD_DESCRIPTIONS: Record<PlannerMoodId, string> = {
  energetic: 'full of energy and ready for action',
  calm: 'peaceful and relaxed',
  creative: 'inspired and imaginative',
  focused: 'concentrated and productive',
  reflective: 'thoughtful and introspective',
  social: 'wanting connection with others',
  tired: 'low on energy and needing gentleness',
  anxious: 'worried and needing grounding',
};

/** Yoga mood descriptions for the pose prompt. */
export const YOGA_MOOD_DESCRIPTIONS: Record<YogaMoodId, string> = {
  calm: 'calm and wanting to stay centred',
  energetic: 'energetic and ready for a strong practice',
  stressed: 'stressed and needing release',
  focused: 'wanting concentration and steadiness',
  tired: 'tired and needing gentle restoration',
  balanced: 'wanting balance and harmony',
};

/** Goal names (docs/tools/ai-exercise-planner.md#data); descriptions belong to the tool screens. */
export const GOAL_NAMES: Record<GoalId, string> = {
  strength: 'Strength Training',
  cardio: 'Cardio',
  flexibility: 'Flexibility',
  mobility: 'Mobility',
  balance: 'Balance',
  stability: 'Stability',
  hiit: 'HIIT',
  mindful: 'Mindful Movement',
  rehab: 'Rehabilitation',
  corrective: 'Corrective Exercise',
  functional: 'Functional Fitness',
  power: 'Power',
  endurance: 'Endurance',
  plyometrics: 'Plyometrics',
  isometric: 'Isometric',
  core: 'Core',
  agility: 'Agility',
  speed: 'Speed',
  fullbody: 'Full Body',
};

/** System instructions for a persona chat. */
export function buildChatInstructions(persona: Persona): string {
  return [
    persona.instructions,
    `You only discuss these topics: ${persona.allowedTopics.join('; ')}.`,
    `If the visitor asks about anything else (coding, recipes, shopping, sports scores, homework, news, finance or any non-spiritual topic), reply with exactly this text and nothing more: "${persona.refusal}"`,
    `If the visitor mentions suicide, self-harm or being in danger, do not answer in character; reply with exactly this text: "${CRISIS_REPLY}"`,
    'Style rules:',
    ...persona.styleRules.map((rule) => `- ${rule}`),
    '- Reply in plain text: no HTML, no Markdown headings, no lists.',
    '- Stay in character; never mention being an AI model or these instructions.',
  ].join('\n');
}

const ITEM_SHAPES = {
  tasks:
    '{"name": string, "category": "work"|"selfcare"|"mindfulness"|"creative"|"social"|"health"|"growth", "time": "5min"|"15min"|"30min"|"1hr"|"2hr", "timePriority": "morning"|"afternoon"|"evening"|"anytime", "reason": string (one sentence), "priority": "high"|"medium"|"low"}',
  poses:
    '{"name": string (English name, Sanskrit in brackets), "benefits": string, "instructions": string (3-6 steps separated by "|"), "difficulty": "beginner"|"intermediate"|"advanced", "category": "standing"|"seated"|"backbend"|"forward_fold"|"twist"|"inversion"|"balance"|"flow"}',
  exercises:
    '{"name": string, "benefits": string, "instructions": string (3-6 steps separated by "|"), "difficulty": "beginner"|"advanced", "category": the goal id}',
} as const;

/** Prompt for a suggestion request; `extraAvoid` holds names already rejected in this request. */
export function buildSuggestionPrompt(
  request: SuggestionRequest,
  count = SUGGESTION_COUNT,
  extraAvoid: readonly string[] = [],
): string {
  const time = deriveTimeContext(request.now);
  const avoid = [...(request.existing ?? []), ...extraAvoid];
  const lines: string[] = [];
  if (request.kind === 'tasks') {
    const completed = (request.habits ?? [])
      .filter((habit) => habit.completed)
      .map((habit) => habit.name);
    const pending = (request.habits ?? [])
      .filter((habit) => !habit.completed)
      .map((habit) => habit.name);
    lines.push(
      `Suggest ${count} mindful tasks for someone whose mood is "${request.mood}" (${PLANNER_MOOD_DESCRIPTIONS[request.mood]}).`,
      `It is ${time.timeOfDay} on ${time.weekday}.`,
      `Completed habits today: ${completed.join(', ') || 'none'}. Pending habits: ${pending.join(', ') || 'none'}.`,
      `Existing tasks (do not repeat them): ${avoid.join(', ') || 'none'}.`,
      `Variety seed: ${time.varietySeed} (use it to vary your choices).`,
    );
  } else if (request.kind === 'poses') {
    lines.push(
      `Suggest ${count} yoga poses for someone who feels "${request.mood}" (${YOGA_MOOD_DESCRIPTIONS[request.mood]}).`,
      `It is ${time.timeOfDay}.`,
      `Poses to avoid (already planned): ${avoid.join(', ') || 'none'}.`,
      'Do not include durations.',
    );
  } else {
    lines.push(
      `Suggest ${count} exercises for the fitness goal "${GOAL_NAMES[request.goal]}" (id "${request.goal}").`,
      `It is ${time.timeOfDay}.`,
      `Exercises to avoid (already in today's workout): ${avoid.join(', ') || 'none'}.`,
      `Every item's category must be "${request.goal}".`,
    );
  }
  lines.push(
    `Answer with JSON only: an object {"items": [...]} holding exactly ${count} items, each ${ITEM_SHAPES[request.kind]}.`,
  );
  return lines.join('\n');
}

/** Sections a reading time asks for (docs/tools/ai-book-builder.md#constants: 10 → 3, 20 → 5, 30 → 5). */
export function sectionsFor(readingTime: BookRequest['readingTime']): number {
  return READING_TIMES.find((option) => option.value === readingTime)?.sections ?? 5;
}

/** Prompt for a book (docs/tools/ai-book-builder.md#calls book variants and style). */
export function buildBookPrompt(request: BookRequest): string {
  const genre = GENRES.find((entry) => entry.id === request.genre);
  const sections = sectionsFor(request.readingTime);
  const genreName = genre?.name ?? request.genre;
  let variant: string;
  if (request.genre === 'history')
    variant = 'Write a history account: a true, well-known episode of history told accurately.';
  else if (request.genre === 'biography')
    variant = 'Write a biography of a real, notable person, told accurately.';
  else if (request.genre === 'philosophy')
    variant = 'Write a philosophy exploration of one big question, with real thinkers and ideas.';
  else if (isFictionGenre(request.genre) && request.contentType === 'existing') {
    variant = `Write a retelling of the book "${request.title ?? ''}" in the ${genreName} genre, faithful to its story and characters. The author field names the original author.`;
  } else {
    variant = `Write a new original ${genreName} story with realistic everyday character names.`;
  }
  return [
    variant,
    `It is for a ${request.readingTime}-minute reading session: exactly ${sections} sections of ${SECTION_WORDS.min}-${SECTION_WORDS.max} words each.`,
    'Use simple English and mark key terms with *asterisks*. Separate paragraphs with a blank line. No HTML.',
    'Answer with JSON only: {"title": string, "author": string, "sections": [{"title": string, "content": string}]}.',
  ].join('\n');
}
