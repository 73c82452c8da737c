/**
 * Written variants of a reply's opening line (issue 41, sameness: a third of replies opened with one
 * of four templates). The composer picks one by a seed over the conversation so far, never the one the
 * last reply used. `{title}` and `{Title}` name what was asked, `{label}` a reference; none holds a
 * salutation, so a reply keeps at most one.
 */

/** Openings of an answer about a named figure, concept, list or passage. */
export const NAMED_OPENINGS: readonly string[] = [
  'You ask about {title}, and it is a good thing to ask.',
  'Let me tell you about {title}, simply.',
  'Let us look at {title} together.',
  'Gladly I will speak of {title}.',
  'Here is what I would say about {title}.',
  '{Title}: here is the heart of it.',
  'Of {title}, this is what matters most.',
  'It is worth slowing down over {title}.',
];

/** Openings of an answer to a reference the persona can cite as asked. */
export const REFERENCE_OPENINGS: readonly string[] = [
  'Here is {label}, in my own words.',
  'You ask about {label}; this is what it says.',
  '{label} speaks to this, and I will put it simply.',
  'This is how {label} reads, said plainly.',
  'Let me give you {label} in plain words.',
  'In {label}, this is what is said.',
];

/** Openings of an honest answer to a doubting question. */
export const SKEPTICAL_OPENINGS: readonly string[] = [
  'That is a fair question, and doubt deserves an honest answer.',
  'It is a fair thing to ask, and I will answer it plainly.',
  'You are right to ask this, and I will not dodge it.',
  'An honest question deserves an honest answer, so here it is.',
  'Doubt is welcome here; let me say what is known and what is believed.',
];

/** Openings of an honest answer that sets two teachings side by side. */
export const COMPARISON_OPENINGS: readonly string[] = [
  'It is good to hold two teachings side by side and look honestly.',
  'Let me set them side by side, honestly.',
  'Set side by side, they meet in some places and part in others.',
  'Comparing them honestly is a good way to understand both.',
  'Let me say plainly where they agree and where they do not.',
];

/** Openings of a reply that stays with a visitor's pain. */
export const PAIN_FOLLOW_UP_OPENINGS: readonly string[] = [
  'Let us stay with this a little longer; there is no hurry.',
  'I am still here with you, and we can go slowly.',
  'Thank you for staying with it; your heart deserves the time.',
  'We can keep talking about this for as long as you need.',
  'That is a tender question, and I will answer it gently.',
];

/** Openings of a follow-up that goes further into a named topic. */
export const TOPIC_FOLLOW_UP_OPENINGS: readonly string[] = [
  'There is more to {title}, so let us go a step further.',
  'To go deeper into {title}, look at it from another side.',
  '{Title} opens onto another teaching as well.',
  'Your question takes {title} somewhere new.',
  'Here is another side of {title}.',
];

/** Openings of a follow-up with no named topic. */
export const FOLLOW_UP_OPENINGS: readonly string[] = [
  'Let us go a little further along the same path.',
  'There is more to say, and it builds on what I said.',
  'Good; a question asked twice is a question taken seriously.',
  'Your question goes one step further, so let us follow it.',
  'That takes us a little deeper.',
];

/** Openings of a practical answer that leans on the conversation's topic: `{topic}` is "the Jesus Prayer". */
export const TOPIC_PRACTICAL_OPENINGS: readonly string[] = [
  'For {topic}, here is the plain answer.',
  'Staying with {topic}, plainly:',
  'With {topic} in mind, this is what I would say.',
];

/**
 * A follow-up's opening that says its new question back (reflect.ts): `{asked}` is "whether you can do
 * that lying down".
 */
export const ASKED_FOLLOW_UP_OPENINGS: readonly string[] = [
  'You ask {asked}; let us take that next.',
  'As for {asked}, here is what I would say.',
  'You wonder {asked}, and it is a good thing to ask.',
];

/**
 * Said after a follow-up's opening when the conversation began with people or things of the visitor's
 * life (issue 41: "so should i just let him have it?" after a quarrel over a father's land): the reply
 * shows it still holds them.
 */
export const REMEMBERED_SUBJECTS: readonly string[] = [
  'I am keeping in mind what you told me about {subjects}.',
  'I have not forgotten what you said about {subjects}.',
];

/**
 * Openings of a reply to a visitor who pushes back on what was said ("easy to say when ur not behind on
 * rent"): it owns the words it said before (`{said}`, the first sentence of the passage it gave).
 */
export const PUSHBACK_OPENINGS: readonly string[] = [
  'It is easier said than done, and I will not pretend otherwise. When I said, "{said}", I did not mean it would come easily.',
  'You are right that words are cheap. When I said, "{said}", I meant it as somewhere to stand, not one more thing to carry.',
  'That is fair, and I hear how hard it is. When I said, "{said}", I meant it for days exactly like yours.',
];

/** Openings of a reply to "which verse says that": where it is written (`{source}`), then the passage. */
export const SOURCE_OPENINGS: readonly string[] = [
  'That is {source}. Here it is again, with what stands beside it.',
  'You will find it in {source}; these are its words.',
  'It is written in {source}, and it reads like this.',
];

/** Openings of a follow-up that asks why a story's figure acted (an entry's `why`): `{title}` names it. */
export const WHY_OPENINGS: readonly string[] = [
  'You ask why, and the story of {title} gives its reason.',
  'The story of {title} has a reason in it, and it is worth hearing.',
  'Why, in the story of {title}? Here is what the telling says.',
];

/** Openings of a follow-up that asks what happened next (an entry's `after`): `{title}` names it. */
export const AFTER_OPENINGS: readonly string[] = [
  'The story of {title} does not end there.',
  'Here is what came after, in the story of {title}.',
  'The story of {title} goes on from there.',
];

/**
 * Said first when a follow-up asks whether a feeling may last ("is it ok that im still this sad"):
 * `{feeling}` is the visitor's own word for it.
 */
export const STILL_FEELING_OPENINGS: readonly string[] = [
  'Yes, it is all right that you are still {feeling}; a heart keeps no timetable.',
  'It is all right to still feel {feeling}; there is no deadline for this.',
  'Of course it is all right to be {feeling} still; love does not stop on a schedule.',
];

/** Openings of a follow-up that asks where to begin (an entry's `start`): `{title}` names it. */
export const START_OPENINGS: readonly string[] = [
  'Where to begin with {title}? Here is the usual way in.',
  'With {title}, this is the place to start.',
  'A good first step into {title} is this.',
];

/**
 * Said first when a follow-up asks for what was just told more simply ("too deep. explain like im 10"):
 * `{recalled}` is the sentence of the story that met the question it answered.
 */
export const SIMPLER_OPENINGS: readonly string[] = [
  'Put simply, then: {recalled}',
  'In plain words: {recalled}',
  'Let me say it more simply: {recalled}',
];

/**
 * Said first when a follow-up asks a choice ("ok but do i go to the reception or not"): `{choice}` is
 * what the visitor weighs, in the second person.
 */
export const DECISION_OPENINGS: readonly string[] = [
  'Whether to {choice} is yours to decide, and either way can be chosen with a kind heart.',
  'You ask whether to {choice}; only you can choose, and either choice can be made with love.',
  'Whether you {choice} or not, you can choose it without bitterness, and it is your choice to make.',
];

/** What helps a choice be made, said after a decision's opening: one plain step. */
export const DECISION_STEPS: readonly string[] = [
  'Ask which choice you could live with a year from now, and which one comes from love rather than from the hurt; either way, a short, honest word to the person keeps the door open.',
  'Picture yourself the day after each choice and notice which one lets you breathe easier; whichever you choose, a few honest, kind words to the person keep the door open.',
];

/**
 * Said back first when a follow-up asks of something the last story already told ("so was indra the bad
 * guy" after Govardhan): `{title}` names the story, `{recalled}` is its sentence that meets the question.
 */
export const RECALL_OPENINGS: readonly string[] = [
  'Of {title} I said this: {recalled}',
  'Recall what I told of {title}: {recalled}',
  'In the story of {title}, remember: {recalled}',
];
