/** Small fixture tables for the built-in guide's tests (the bundled content is tested on its own). */
import { GOAL_IDS, type GoalId, type PersonaId } from '../../../lib/ai/catalog';
import type { ExerciseItem, PoseItem, TaskItem, Teaching } from './content/types';
import type { BookItem } from './content/types';
import type { Library } from './engine';

function teaching(
  persona: PersonaId,
  slug: string,
  topics: string[],
  text: string,
  source: string,
): Teaching {
  return { id: `${persona}-${slug}`, persona, topics, text, source };
}

const FIXTURE_TEACHINGS: Record<PersonaId, Teaching[]> = {
  krishna: [
    teaching(
      'krishna',
      'fear',
      ['fear', 'courage'],
      'Fear belongs to the body, not to the self. The self was never born and will never die. Stand up and act with a *steady* heart. What is real cannot be harmed.',
      'Bhagavad Gita 2.20',
    ),
    teaching(
      'krishna',
      'duty',
      ['work', 'duty', 'results'],
      'Your right is to the work, never to its fruits. Act without clinging to the outcome. Let the work itself be your offering. Then success and failure lose their grip.',
      'Bhagavad Gita 2.47',
    ),
    teaching(
      'krishna',
      'anger',
      ['anger', 'desire'],
      'From desire comes anger, and from anger confusion. When memory is lost, wisdom fades. Watch desire at its root. Calm returns when you stop feeding the fire.',
      'Bhagavad Gita 2.63',
    ),
  ],
  buddha: [
    teaching(
      'buddha',
      'anger',
      ['anger', 'hatred'],
      'Holding on to anger is like grasping a hot coal to throw at someone. You are the one who gets burned. Hatred never ends through hatred. It ends through love alone.',
      'Dhammapada 5',
    ),
    teaching(
      'buddha',
      'mind',
      ['mind', 'thoughts', 'meditation'],
      'All that we are is the result of what we have thought. The mind leads, and actions follow. Tame the mind and happiness follows like a shadow. Watch each thought as it rises and passes.',
      'Dhammapada 1',
    ),
    teaching(
      'buddha',
      'impermanence',
      ['grief', 'loss', 'death', 'change'],
      'All conditioned things are impermanent. When we see this with wisdom, we turn away from suffering. Grief is love meeting change. Hold your sorrow gently, as a mother holds a child.',
      'Dhammapada 277',
    ),
  ],
  jesus: [
    teaching(
      'jesus',
      'worry',
      ['worry', 'anxiety', 'fear'],
      'Do not worry about tomorrow, for tomorrow will worry about itself. Look at the birds of the air; your Father feeds them. You are worth more than many sparrows. Each day has enough trouble of its own.',
      'Matthew 6:34',
    ),
    teaching(
      'jesus',
      'rest',
      ['tired', 'rest', 'burden', 'stress'],
      'Come to me, all you who are weary and burdened. I will give you rest. Take my yoke upon you and learn from me. My yoke is easy and my burden is light.',
      'Matthew 11:28',
    ),
    teaching(
      'jesus',
      'forgiveness',
      ['forgiveness', 'anger', 'resentment'],
      'Forgive, not seven times, but seventy-seven times. As you forgive, so you are forgiven. Love your enemies and pray for those who hurt you. Mercy frees the one who gives it.',
      'Matthew 18:22',
    ),
  ],
  shiva: [
    teaching(
      'shiva',
      'breath',
      ['meditation', 'breath', 'meditate'],
      'Rest your attention where the breath turns. In that pause the mind falls silent. There, awareness knows itself. Return there again and again.',
      'Vijnana Bhairava Tantra 24',
    ),
    teaching(
      'shiva',
      'consciousness',
      ['enlightenment', 'self', 'consciousness'],
      'Consciousness is the self. Everything you see arises within it. Seek not outside what shines within. Rest as the witness.',
      'Shiva Sutras 1.1',
    ),
    teaching(
      'shiva',
      'fear',
      ['fear', 'ego', 'anger'],
      'Fear is the ego guarding its small kingdom. Let it burn in the fire of attention. What remains cannot be threatened. That which remains is Shiva.',
      'Shiva Sutras 3.1',
    ),
  ],
};

const MOODS = [
  'energetic',
  'calm',
  'creative',
  'focused',
  'reflective',
  'social',
  'tired',
  'anxious',
] as const;
const CATEGORIES = [
  'work',
  'selfcare',
  'mindfulness',
  'creative',
  'social',
  'health',
  'growth',
] as const;
const TIME_PRIORITIES = ['morning', 'afternoon', 'evening', 'anytime'] as const;

/** 8 tasks per mood, spread across categories and times of day. */
const FIXTURE_TASKS: TaskItem[] = MOODS.flatMap((mood, moodIndex) =>
  Array.from({ length: 8 }, (_, index) => ({
    name: `${mood} task ${index + 1}`,
    category: CATEGORIES[(moodIndex + index) % CATEGORIES.length] ?? 'work',
    time: '15min' as const,
    timePriority: TIME_PRIORITIES[index % TIME_PRIORITIES.length] ?? 'anytime',
    reason: `It suits a ${mood} mood.`,
    priority: 'medium' as const,
    moods: [mood],
  })),
);

const YOGA_MOODS = ['calm', 'energetic', 'stressed', 'focused', 'tired', 'balanced'] as const;
const POSE_CATEGORIES = [
  'standing',
  'seated',
  'backbend',
  'forward_fold',
  'twist',
  'inversion',
  'balance',
  'flow',
] as const;

/** 8 poses per yoga mood. */
const FIXTURE_POSES: PoseItem[] = YOGA_MOODS.flatMap((mood, moodIndex) =>
  Array.from({ length: 8 }, (_, index) => ({
    name: `${mood} pose ${index + 1}`,
    benefits: 'Opens and steadies.',
    instructions: 'Stand tall|Breathe in|Fold forward|Breathe out',
    difficulty: 'beginner' as const,
    category: POSE_CATEGORIES[(moodIndex + index) % POSE_CATEGORIES.length] ?? 'standing',
    moods: [mood],
    timesOfDay: index % 2 === 0 ? (['morning'] as const) : ([] as const),
  })),
);

/** 7 exercises per goal. */
const FIXTURE_EXERCISES: ExerciseItem[] = GOAL_IDS.flatMap((goal: GoalId) =>
  Array.from({ length: 7 }, (_, index) => ({
    name: `${goal} exercise ${index + 1}`,
    benefits: 'Builds capacity.',
    instructions: 'Set up|Move with control|Breathe|Rest',
    difficulty: index % 3 === 0 ? ('advanced' as const) : ('beginner' as const),
    category: goal,
    timesOfDay: index % 2 === 0 ? (['evening'] as const) : ([] as const),
  })),
);

function sections(prefix: string) {
  return Array.from({ length: 5 }, (_, index) => ({
    title: `${prefix} part ${index + 1}`,
    content: `${prefix} section ${index + 1} text.`,
  }));
}

const FIXTURE_BOOKS: BookItem[] = [
  {
    id: 'fantasy-a',
    genre: 'fantasy',
    kind: 'new',
    title: 'The Lantern',
    author: 'Stillwell Library',
    sections: sections('Lantern'),
  },
  {
    id: 'fantasy-b',
    genre: 'fantasy',
    kind: 'new',
    title: 'The River Door',
    author: 'Stillwell Library',
    sections: sections('River'),
  },
  {
    id: 'fantasy-alice',
    genre: 'fantasy',
    kind: 'existing',
    title: 'Alice in Wonderland, Retold',
    author: 'Stillwell Library, after Lewis Carroll',
    retells: { title: "Alice's Adventures in Wonderland", author: 'Lewis Carroll' },
    sections: sections('Alice'),
  },
  {
    id: 'mystery-hound',
    genre: 'mystery',
    kind: 'existing',
    title: 'The Hound, Retold',
    author: 'Stillwell Library, after Arthur Conan Doyle',
    retells: { title: 'The Hound of the Baskervilles', author: 'Arthur Conan Doyle' },
    sections: sections('Hound'),
  },
  {
    id: 'history-a',
    genre: 'history',
    kind: 'new',
    title: 'Top of the World',
    author: 'Stillwell Library',
    sections: sections('Summit'),
  },
];

/** A complete small library for engine tests. */
export const FIXTURE_LIBRARY: Library = {
  teachings: FIXTURE_TEACHINGS,
  tasks: FIXTURE_TASKS,
  poses: FIXTURE_POSES,
  exercises: FIXTURE_EXERCISES,
  books: FIXTURE_BOOKS,
};
