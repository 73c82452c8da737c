/**
 * Care before teaching (issue 22): the plain words that meet a visitor in pain before any teaching —
 * the loss named, the feeling allowed — and one small step to take after it. Shared by the four
 * personas; each persona's comforting teachings live in its guide table. Never a word that scolds
 * grief or fear.
 */
import type { PainKind } from './guide-types';

/** Opening lines that name what happened; `{loss}` is 'your father', 'your job'... */
export const ACKNOWLEDGE: Readonly<
  Record<PainKind, { withLoss: readonly string[]; plain: readonly string[] }>
> = {
  grief: {
    withLoss: [
      'I am so sorry that {loss} has died.',
      'Losing {loss} is one of the heaviest things a heart can carry, and I am so sorry.',
      'I am deeply sorry for the loss of {loss}.',
    ],
    plain: [
      'I am so sorry for your loss.',
      'I am deeply sorry that someone you love is gone.',
      'What you are carrying is a real and heavy loss, and I am sorry.',
    ],
  },
  heartbreak: {
    withLoss: [
      'I am sorry that things with {loss} have ended in such pain.',
      'A love that ends, like yours with {loss}, hurts in a way few things do, and I am sorry.',
    ],
    plain: [
      'I am so sorry your heart has been broken.',
      'The end of a love is a real loss, and I am sorry you are going through it.',
      'Heartbreak hurts in the whole body, and I am sorry you are in it.',
    ],
  },
  fear: {
    withLoss: ['Being afraid for {loss} is a hard place to stand, and I hear you.'],
    plain: [
      'Fear like this is hard to live with, and I hear you.',
      'I hear how frightened you are, and I am glad you said it out loud.',
      'Being afraid is painful, and you do not have to hide it here.',
    ],
  },
  anxiety: {
    withLoss: ['Worrying about {loss} like this is exhausting, and I hear you.'],
    plain: [
      'Anxiety like this is exhausting, and I hear how much it is weighing on you.',
      'I hear how restless and worried you are, and I am glad you told me.',
      'Carrying worry all day is hard, and it makes sense that you are tired of it.',
    ],
  },
  anger: {
    withLoss: ['It hurts to be this angry with {loss}, someone so close to you.'],
    plain: [
      'Anger this strong usually means something that matters to you was hurt.',
      'I hear how angry you are, and it is all right to say so here.',
      'Anger is hard to carry, and I am glad you did not keep it in.',
    ],
  },
  loneliness: {
    withLoss: ['Missing {loss} and feeling alone is a real ache, and I hear you.'],
    plain: [
      'Loneliness is a real pain, and I am glad you reached out tonight.',
      'Feeling alone is one of the hardest feelings there is, and I hear you.',
      'I hear how alone you feel, and I am here with you now.',
    ],
  },
  shame: {
    withLoss: [
      'It is painful to feel you have wronged {loss}, and I hear how much it weighs on you.',
    ],
    plain: [
      'Shame is heavy, and it took courage to speak of it.',
      'I hear how much this regret weighs on you, and I am glad you said it.',
      'Carrying guilt is painful, and you are not beyond mercy.',
    ],
  },
  worthlessness: {
    withLoss: ['It hurts to feel you do not matter, even to {loss}, and I hear you.'],
    plain: [
      'I am sorry you feel worthless; that is a painful thing to carry.',
      'It hurts to feel you are not enough, and I hear you.',
      'Feeling that you do not matter is a deep pain, and I am glad you said it here.',
    ],
  },
  work: {
    withLoss: [
      'Trouble with {loss} can shake your whole sense of footing, and I hear you.',
      'I am sorry about what is happening with {loss}; that is a hard and worrying place to be.',
    ],
    plain: [
      'Worry about work can follow you everywhere, and I hear how hard this is.',
      'I am sorry you are going through this with your work; it is a heavy thing.',
    ],
  },
  money: {
    withLoss: ['Money worries on top of everything with {loss} are heavy, and I hear you.'],
    plain: [
      'Worry about money is frightening and tiring, and I hear you.',
      'I am sorry you are under such money pressure; it is a real and heavy worry.',
      'Not knowing how the bills will be paid is hard, and it is natural to feel afraid.',
    ],
  },
  illness: {
    withLoss: [
      'I am so sorry that {loss} is ill; loving someone who is sick is hard.',
      'Watching {loss} suffer with illness is painful, and I am sorry.',
    ],
    plain: [
      'I am so sorry you are ill; being unwell wears on both body and heart.',
      'Illness is hard to live with, and I am sorry you are going through it.',
      'I am sorry about your health; fear and tiredness often come with it.',
    ],
  },
  sadness: {
    withLoss: ['I hear how much you are hurting about {loss}.'],
    plain: [
      'I hear how low you feel, and I am glad you told me.',
      'I am sorry you are hurting so much right now.',
      'It sounds like a heavy time, and I am here with you in it.',
    ],
  },
};

/** Opening lines that name an everyday situation back (content/situations.ts); `{situation}` is its phrase. */
export const SITUATION_ACKNOWLEDGE: readonly string[] = [
  'I am sorry you are going through {situation}; that is hard, and I hear you.',
  '{Situation} is a heavy thing to carry, and I am glad you told me.',
  'It hurts to live with {situation}, and it makes sense that it weighs on you.',
];

/**
 * Opening lines that say the visitor's own telling back (reflect.ts), for a situation no table names;
 * `{told}` is their clause in the second person ("your best friend is moving away next week").
 */
export const REFLECT_ACKNOWLEDGE: readonly string[] = [
  'You tell me {told}; I am sorry, that is hard, and I hear you.',
  'I hear you: {told}, and that is a lot to carry; I am glad you told me.',
  'So {told}; I am sorry, and it makes sense that it weighs on you.',
];

/**
 * A line after a loss named, saying back what else the visitor told beside the death: `{told}` is "your
 * husband says it is just a dog, and you can't even look at his bowl in the kitchen".
 */
export const GRIEF_TOLD: readonly string[] = [
  'And {told}; I hear that too, and it is a lot to carry.',
  'I hear, too, that {told}; that is a great deal to carry at once.',
];

/**
 * A follow-up's own telling said back before the answer ("easy for you to say. my dad has to keep working
 * at 63 because of me"): `{told}` is "your dad has to keep working at 63 because of you".
 */
export const TOLD_FOLLOW_UP: readonly string[] = [
  'You tell me {told}, and I hear it.',
  'I hear that {told}, and I am glad you said it.',
];

/**
 * A doubt told beside a practical question, allowed before the answer: `{doubt}` is "you are not even sure
 * anyone is listening".
 */
export const DOUBT_ALLOWED: readonly string[] = [
  '{Doubt}, and that honest doubt is allowed; you can begin from exactly there.',
  'You say {doubt}; that is an honest place to start, and it does not shut you out.',
];

/** A line after a telling said back, naming the question asked beside it: `{also}` is "how to tell him". */
export const ALSO_ASKED: readonly string[] = [
  'You are asking {also}, and that deserves to be taken slowly.',
  'And you wonder {also}; let us look at that gently.',
];

/** Opening lines that say back what the visitor wonders about their life: `{told}` is "whether to tell her". */
export const ASKED_ACKNOWLEDGE: readonly string[] = [
  'You are asking {told}; that is not an easy thing to weigh, and I hear you.',
  'I hear you wondering {told}, and it makes sense that it weighs on you.',
  '{Told}: I am glad you told me, because it deserves a careful answer.',
];

/** Lines that let the feeling be; `{feeling}` is the word the visitor used ('lost', 'numb'). */
export const ALLOW_FEELING: readonly string[] = [
  'It makes sense that you feel {feeling}; there is nothing wrong with you for feeling it.',
  'Feeling {feeling} right now is natural, and you do not have to hide it.',
  'Of course you feel {feeling}; your heart is responding to something real.',
];

/** Lines that let the feeling be, per pain, when the visitor named no feeling word. */
export const ALLOW: Readonly<Record<PainKind, readonly string[]>> = {
  grief: [
    'Your tears are not weakness; grief is the love you still carry for them.',
    'Let yourself grieve as long as you need; there is no right way and no deadline.',
    'It is natural to feel lost, numb or angry after a death, and all of it is allowed.',
  ],
  heartbreak: [
    'It is natural to miss them and to hurt, even if it was right that it ended.',
    'Let yourself feel the sadness; a heart that loved deeply hurts deeply.',
  ],
  fear: [
    'Fear is not a failing; it is your heart trying to protect what it loves.',
    'It is all right to be afraid; courage is not the absence of fear.',
  ],
  anxiety: [
    'Your worry is not a flaw; it is a mind trying hard to keep you safe.',
    'It is natural to feel anxious when so much feels uncertain.',
  ],
  anger: [
    'Your anger is allowed; what matters is what you do with it next.',
    'It is natural to feel angry when you have been hurt or treated unfairly.',
  ],
  loneliness: [
    'Longing for closeness is part of being human, and there is no shame in it.',
    'Feeling alone does not mean you are unlovable; it means you are made for connection.',
  ],
  shame: [
    'Regret shows that you care about doing right, and that care is good.',
    'You are more than the worst thing you have done.',
  ],
  worthlessness: [
    'That feeling is loud, but it is not the truth about you.',
    'Your worth was never something you had to earn.',
  ],
  work: [
    'It is natural to feel shaken and afraid when your work is uncertain.',
    'Your worth is not the same as your job title or your last review.',
  ],
  money: [
    'Money trouble is not a measure of your worth as a person.',
    'It is natural to feel anxious when the future feels unsafe.',
  ],
  illness: [
    'It is all right to feel afraid, tired or angry about being ill.',
    'You do not have to be brave all the time; being ill is hard.',
  ],
  sadness: [
    'Sadness is allowed here; you do not have to cheer up for anyone.',
    'It is all right not to be all right for a while.',
  ],
};

/** Lines that stay with the visitor (used when a reply has room for more care). */
export const PRESENCE: readonly string[] = [
  'You do not have to carry this alone.',
  'Take all the time you need; there is no hurry here.',
  'You are not alone in this, even when it feels that way.',
  'Be as gentle with yourself today as you would be with a dear friend.',
];

/** One small step per pain, offered after the teaching. */
export const CARE_PRACTICES: Readonly<Record<PainKind, readonly string[]>> = {
  grief: [
    'Tonight, light a candle or sit quietly for a few minutes, say their name aloud, and tell them one thing you are grateful for.',
    'Today, write a short letter to them, saying what you miss and what you would like them to know.',
    'Let one person who knew them hear how you are doing this week, even in a single message.',
  ],
  heartbreak: [
    'Tonight, put one hand on your chest, breathe slowly five times, and say to yourself, "This hurts, and I will be gentle with me."',
    'For one week, when you reach to check on them, take three slow breaths instead and turn to something that feeds you.',
  ],
  fear: [
    'Right now, breathe in for four counts and out for six, five times, and feel your feet on the floor.',
    'Write the fear down in one sentence, then write one small step you can take about it today.',
  ],
  anxiety: [
    'Right now, breathe in for four counts and out for six, five times, and name three things you can see.',
    'Choose one worry and one small thing you can do about it today, and let the rest wait until tomorrow.',
  ],
  anger: [
    'Before you answer anyone, take ten slow breaths and feel where the anger sits in your body.',
    'Write everything you feel on a page you will not send, then decide tomorrow what, if anything, to say.',
  ],
  loneliness: [
    'Today, send one short message to someone you have not spoken to in a while.',
    'Take a short walk where there are people, and greet one of them with a smile or a word.',
  ],
  shame: [
    'Write down what happened, what you would do differently, and one way to make amends if you can.',
    'Tonight, place a hand on your heart and say, "I made a mistake, and I can still grow."',
  ],
  worthlessness: [
    'Tonight, write down three small things you did today that helped anyone, including yourself.',
    'Speak to yourself once today as you would to a friend who felt this way.',
  ],
  work: [
    'Write down the one next step you can take this week, and do only that one tomorrow morning.',
    'Before work tomorrow, take three slow breaths and decide to do one task with full care.',
  ],
  money: [
    'Sit down once this week and write the numbers out plainly, then ask one person or service for advice.',
    'Today, do one concrete thing about it, however small, and then let yourself rest.',
  ],
  illness: [
    'Today, rest without guilt for a few minutes, breathing slowly with a hand on your belly.',
    'Tell one person you trust how you really are, and let them help with one thing.',
  ],
  sadness: [
    'Today, step outside for five minutes and let the light and air touch your face.',
    'Tonight, tell one person you trust how you really feel, even in a few words.',
  ],
};

/** How a named loss is spoken of: 'mom' -> 'your mom'. */
export function lossPhrase(loss: string): string {
  return `your ${loss}`;
}
