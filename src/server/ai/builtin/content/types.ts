/**
 * Shapes of the built-in guide's curated content. The content files in this folder are typed data
 * tables (`as const satisfies readonly Teaching[]` etc.); the engine in `../` reads them.
 */
import type {
  ExerciseDifficulty,
  GenreId,
  GoalId,
  PersonaId,
  PlannerMoodId,
  PoseCategory,
  PoseDifficulty,
  Priority,
  TaskCategory,
  TaskTime,
  TimePriority,
  YogaMoodId,
} from '../../../../lib/ai/catalog';

/** One teaching a persona can draw on, written by us in the persona's voice. */
export interface Teaching {
  /** Stable id, `<persona>-<kebab-topic>`, unique per persona. */
  id: string;
  persona: PersonaId;
  /** Short topic words the visitor might use (fear, anger, duty, grief, love, meditation...). */
  topics: readonly string[];
  /** 3–6 sentences in the persona's voice; `*word*` marks emphasis. Plain text, no HTML. */
  text: string;
  /** Real source reference: 'Bhagavad Gita 2.47', 'Dhammapada 5', 'Matthew 6:34', 'Shiva Sutras 1.1'. */
  source: string;
}

/** A mindful task the planner can suggest. */
export interface TaskItem {
  name: string;
  category: TaskCategory;
  time: TaskTime;
  timePriority: TimePriority;
  /** Why this fits, one sentence. */
  reason: string;
  priority: Priority;
  /** Moods this task suits (at least one). */
  moods: readonly PlannerMoodId[];
}

/** A yoga pose the yoga planner can suggest. */
export interface PoseItem {
  /** Common English name with the Sanskrit in brackets where there is one: 'Tree Pose (Vrksasana)'. */
  name: string;
  benefits: string;
  /** 3–6 real steps joined by '|'. */
  instructions: string;
  difficulty: PoseDifficulty;
  category: PoseCategory;
  /** What to watch for, where the pose needs it (an inversion, a deep backbend): shown on its card. */
  caution?: string;
  moods: readonly YogaMoodId[];
  /** Parts of the day it suits best; empty means any time. */
  timesOfDay: readonly ('morning' | 'afternoon' | 'evening')[];
}

/** An exercise the exercise planner can suggest. */
export interface ExerciseItem {
  name: string;
  benefits: string;
  /** 3–6 real steps joined by '|'. */
  instructions: string;
  difficulty: ExerciseDifficulty;
  /** The goal it serves; also its category (docs/tools/ai-exercise-planner.md#data). */
  category: GoalId;
  /** What to watch for, where the exercise needs it: shown on its card. */
  caution?: string;
  timesOfDay: readonly ('morning' | 'afternoon' | 'evening')[];
}

/** A bundled reading for the reading builder. */
export interface BookItem {
  id: string;
  genre: GenreId;
  /** 'new' = an original story or reading; 'existing' = a retelling of a public-domain classic. */
  kind: 'new' | 'existing';
  title: string;
  author: string;
  /** For retellings: the classic's title and author, matched against what the visitor typed. */
  retells?: { title: string; author: string };
  /** Exactly 5 sections of 500–800 words; a 10-minute reading uses the first 3 (docs/ai.md#catalogue). */
  sections: readonly { title: string; content: string }[];
}
