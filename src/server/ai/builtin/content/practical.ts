/**
 * Practical questions about a practice (issue 41: "How long should I sit?" deserves minutes, not a
 * story), answered in plain words before a passage on the topic. Shared by the four personas; the
 * answers hold for meditation, prayer and breathing alike.
 */

/** A practical question and its plain answer. */
export interface PracticalAnswer {
  /** Stable id, kebab-case. */
  id: string;
  /** What the question's words hold (lower case, spelling corrected). */
  pattern: RegExp;
  /** Two plain sentences that answer it. */
  answer: string;
  /** Words that find a passage on the same theme. */
  topic: string;
  /** Answers this one stands in for when both match ("how long does it take to work" asks no minutes). */
  instead?: readonly string[];
}

/** The practical questions, most specific first. */
export const PRACTICAL_ANSWERS: readonly PracticalAnswer[] = [
  {
    id: 'offering-at-home',
    pattern:
      /\b(?:offer\w*|bhog|naivedya\w*|prasad\w*)\b[^?.!]*\b(?:food|fruits?|flowers?|water|sweets?|meal|milk|at home|picture|photo|altar|shrine|murti|idol|statue)\b|\bhow (?:do|can|should) i (?:do (?:puja|pooja)|offer\w*)\b/,
    answer:
      'Place a little of what you cooked, a piece of fruit, a flower or a cup of water before the picture, before anyone has eaten from it, and offer it silently or with a few words of your own; no temple, vessel or ritual is needed, only attention and love. After a few moments take it back and share it; in the Hindu way it is now prasad, a gift received rather than a meal you made.',
    topic: 'leaf flower fruit water offered with love devotion offering',
  },
  {
    id: 'how-long-to-work',
    pattern:
      /\bhow long (?:does|will|would|did|till|until|before)\b[^?.!]*\b(?:work\w*|help\w*|change\w*|see (?:a |any )?(?:change|difference|results?)|notice|kick in|get better|feel (?:better|different))\b/,
    answer:
      'There is no fixed time: it works little by little, the way water wears down stone. Most people notice a small change within a few weeks of daily practice, such as catching themselves a moment sooner, and the deeper change takes longer; patience with yourself is part of the practice.',
    topic: 'practice patience steady effort little by little',
    instead: ['how-long'],
  },
  {
    id: 'how-long',
    pattern:
      /\bhow (?:long|many minutes)\b[^?.!]*\b(?:sit|meditat\w*|pray\w*|practi[cs]\w*|chant\w*|breath\w*|do (?:it|this|that))\b|\bhow long (?:should|do|must|can) (?:i|we|one)\b|\bhow long (?:should|must|can|does|do) (?:it|this|that|each session|a session|the sitting|a sitting) (?:be|last|take)\b/,
    answer:
      'Begin with five or ten minutes a day; a short sitting kept every day does more than a long one kept rarely. When ten minutes feel easy, add five more, and stop while it still feels good rather than strained.',
    topic: 'meditation practice patience',
  },
  {
    // issue 41: a family's rule said as the teaching's has kept girls from the practice
    id: 'chant-during-periods',
    pattern:
      /\b(?:periods?|menstruat\w*|menses|that time of (?:the )?month)\b[^?.!]*\b(?:chant\w*|pray\w*|mantras?|puja|pooja|japa|temple|mandir)\b|\b(?:chant\w*|pray\w*|mantras?|japa|meditat\w*|do (?:it|this|that))\b[^?.!]*\b(?:during|on|in) (?:my |her |their |the )?(?:periods?|menstruation|menses)\b/,
    answer:
      'In the teaching I give, no rule keeps women or girls from chanting, praying or meditating during their periods: the name belongs to everyone, at every time, and the body is never a barrier to it. Some families and temples keep customs of their own about those days, so you can honour the care of whoever told you otherwise and still chant quietly, in your heart if you like.',
    topic: 'chanting mantra name devotion everyone',
  },
  {
    id: 'how-often',
    pattern:
      /\bhow (?:often|many times (?:a|per) (?:day|week))\b[^?.!]*\b(?:meditat\w*|pray\w*|practi[cs]\w*|sit|chant\w*|do (?:it|this|that))\b|\bshould i (?:meditate|pray|practi[cs]e|sit) (?:every day|daily|twice a day)\b/,
    answer:
      'Once a day is a good start, at the same time if you can, so that it becomes as natural as washing your face. A second short sitting in the evening helps if you want more.',
    topic: 'practice discipline steady',
  },
  {
    id: 'best-time',
    pattern:
      /\b(?:what|which|best) time\b[^?.!]*\b(?:meditat\w*|pray\w*|practi[cs]\w*|sit|chant\w*)\b|\b(?:best|right|what|which) time of (?:the )?day\b|\bwhen should (?:i|we|one) (?:meditat\w*|pray|practi[cs]e|sit|chant)\b|\b(?:meditat\w*|pray\w*|practi[cs]\w*|sit)\b[^?.!]*\b(?:morning or (?:night|evening)|(?:night|evening) or morning)\b/,
    answer:
      'Early morning is easiest for most people, before the noise of the day begins, but the best time is the one you will keep. Just before sleep works too.',
    topic: 'morning prayer meditation',
  },
  {
    id: 'mind-wanders',
    pattern:
      /\b(?:mind (?:keeps )?(?:wander\w*|drift\w*|racing|races|won'?t stop)|can'?t (?:stop|quiet|focus|concentrate)\w*|thoughts keep|too many thoughts|keep getting distracted|get distracted)\b/,
    answer:
      'A wandering mind is not a failure; it is what minds do. Each time you notice you have drifted, come back gently to the breath: that noticing and returning is the practice itself.',
    topic: 'mind thoughts wandering concentration',
  },
  {
    id: 'eyes',
    pattern: /\beyes (?:open|closed|shut)\b|\b(?:open|close|shut) my eyes\b/,
    answer:
      'Either is fine: closed eyes help many people turn inward, and a soft gaze resting on the floor a little ahead helps if you grow sleepy or restless.',
    topic: 'meditation stillness',
  },
  {
    id: 'posture',
    pattern:
      /\b(?:posture|how should i sit|how do i sit|sit on a chair|in a chair|cross[- ]legged|lotus position|lie down|lying down|kneel)\b/,
    answer:
      'Sit in any way that keeps your back upright but not stiff: a chair with both feet on the floor is as good as a cushion on the floor. Lying down is fine too, as long as you stay awake.',
    topic: 'meditation body posture',
  },
  {
    id: 'seat-and-direction',
    pattern:
      /\b(?:fac(?:e|ing) (?:a |which |the |any )?(?:certain |particular |right |special )?direction|which direction|east or north|north or east|what (?:should|do|can) i sit on|sit on (?:something|a mat|a cushion|the floor)|(?:special|particular) (?:seat|mat|cushion|place)|(?:need|use) a (?:cushion|mat))\b/,
    answer:
      'No direction is required; many in the old traditions like to face east, toward the rising sun, or north, and choosing one can make the place feel like yours. Sit on whatever keeps you steady and comfortable: a folded blanket, a mat or a cushion on the floor, or a plain chair.',
    topic: 'meditation seat stillness body',
  },
  {
    id: 'noting',
    pattern:
      /\b(?:not(?:e|ing) (?:my |the |your )?(?:thoughts?|feelings?|sounds?|sensations?)|mental(?:ly)? not(?:e|ing)|label(?:l?ing)? (?:my |the )?(?:thoughts?|feelings?)|say thinking)\b/,
    answer:
      'Noting means naming what you notice with one soft word, "thinking", "hearing", "itching", said once and silently, and then returning to the breath. Keep the label light, a whisper rather than a command; when labels get in the way, let them drop and simply know what is happening.',
    topic: 'mindfulness mind thoughts awareness',
  },
  {
    id: 'japa-count',
    pattern:
      /\bhow many times (?:do|should|must|can) (?:i|we|one) (?:chant|say|repeat|recite)|\bhow many (?:beads|rounds|repetitions)|\b(?:a|my|the|japa) mala\b|\bchant\w*\b[^?.!]*\bhow many times\b|\bhow many times (?:a|per) day\b[^?.!]*\bchant\w*/,
    answer:
      'A mala has 108 beads, and one round is 108 repetitions of the name or mantra; begin with one round a day and add more only while it stays unhurried. Move one bead with each repetition, and at the large bead turn back rather than crossing it. Beads help you keep count, but you can begin chanting without them, counting on your fingers or simply chanting for a set few minutes.',
    topic: 'chanting mantra name japa',
    instead: ['how-often'],
  },
  {
    id: 'falling-asleep',
    pattern: /\b(?:fall(?:ing)? asleep|get sleepy|feel sleepy|doze off|dozing)\b/,
    answer:
      'Dozing off usually means your body needs rest. Sit a little more upright, open your eyes slightly, or practise at a time of day when you are less tired.',
    topic: 'rest body awake',
  },
  {
    id: 'doing-it-right',
    pattern:
      /\b(?:doing it (?:right|wrong|correctly)|am i doing (?:it|this) (?:right|wrong)|is this normal|did i do it right)\b/,
    answer:
      'If you sat down and kept coming back, you did it right; there is no perfect sitting, only the next breath. Everyone who practises meets restlessness, doubt and dull days.',
    topic: 'practice patience doubt',
  },
  {
    id: 'feel-nothing',
    pattern:
      /\b(?:nothing (?:is )?happen\w*|don'?t feel anything|what should i feel|what am i supposed to feel|not working)\b/,
    answer:
      'You do not have to feel anything special. Calm and insight grow slowly, like a plant you never see growing but find taller after a few weeks.',
    topic: 'patience practice growth',
  },
  {
    // issue 41: forgiveness taught as reconciling has kept people near those who hurt them
    id: 'forgiving-is-not-access',
    pattern:
      /\bforgiv\w*\b[^?.!]*\b(?:mean|means|have to|has to|should|must|supposed to|need to)\b[^?.!]*\b(?:let (?:him|her|them)|see|trust|go back|stay|reconcile|talk to|contact|forget|pretend|visit|take (?:him|her|them) back|be friends)\b|\bforgiv\w*\b[^?.!]*\blets? (?:him|her|them) (?:keep|get away|walk|do it|off)\b/,
    answer:
      'Forgiving someone does not mean trusting them again, going back, or letting them near you or your children: it is setting down the wish to hurt them back, and it can stand beside firm boundaries. Who may see your children is a question of their safety and yours, to decide with a counsellor, or the court where one is involved, not something forgiveness asks of you.',
    topic: 'forgiveness boundaries peace',
  },
  {
    id: 'itch-or-ache-while-sitting',
    pattern:
      /\b(?:itch\w*|scratch\w*|(?:legs?|feet|foot) (?:go(?:es)? |get |fall\w* )?(?:numb|asleep|dead)|pins and needles|(?:knees?|back|hips?) (?:hurts?|aches?|is sore))\b[^?.!]*\b(?:sit\w*|meditat\w*|pray\w*|practi[cs]\w*|what do i do|should i|do i)\b|\b(?:sit\w*|meditat\w*|pray\w*)\b[^?.!]*\b(?:itch\w*|scratch\w*|pins and needles)\b/,
    answer:
      'When an itch or an ache comes while you sit, first make it the object: name it "itching" or "aching" and watch it for a few breaths, and often it changes or fades. If it stays, move or scratch slowly, knowing that you are doing it, then come back to the breath: that is not a failure, and pain that is sharp is a reason to change your posture, not to endure.',
    topic: 'body sensation patience awareness',
  },
  {
    id: 'practice-while-moving',
    pattern:
      /\b(?:while|when) (?:i'?m |i am )?(?:jog\w*|run\w*|walk\w*|driv\w*|cook\w*|work\w*|commut\w*|cycl\w*|swim\w*|doing the dishes|washing up|cleaning)\b[^?.!]*\b(?:count|still|ok|okay|work|can i|does it|is it)\b|\b(?:only|have to|need to|must) (?:count )?(?:sit\w*|be) (?:still|sitting down|on a cushion)\b|\bdoes it (?:only )?count (?:if|when|while) (?:i'?m |i am )?(?:not )?sitting\b/,
    answer:
      'Yes: remembering, praying or paying attention does not need a cushion. While you run, walk or work, let the steps or the breath be your anchor, or repeat a name or a short prayer in time with them; the still sitting and the moving practice help each other.',
    topic: 'remembrance action everyday practice',
  },
  {
    id: 'japa-rounds',
    pattern:
      /\b(?:rounds?|japa|mala|mahamantra|maha mantra|hare krishna)\b[^?.!]*\b(?:how many|rounds?|beginners?|times? (?:a|per|each) day|what time|which time|morning only)\b/,
    answer:
      'A round is one pass of a mala of 108 beads, the mantra said once on each bead (for the Hare Krishna mahamantra: Hare Krishna Hare Krishna, Krishna Krishna Hare Hare, Hare Rama Hare Rama, Rama Rama Hare Hare); beginners often start with one to four rounds a day and add more only while the chanting stays attentive, and the sixteen a day that ISKCON asks is a vow of those who take initiation. Any time of day counts: the early morning is praised because the mind is quiet then, but if you work nights, the quiet hour after your shift is your morning, and a round said with attention then is as good as any.',
    topic: 'chanting the name japa repetition devotion',
    instead: ['japa-count'],
  },
  {
    id: 'trataka-without-candle',
    pattern:
      /\b(?:trataka|tratak|candle)\b[^?]*\bwithout (?:one|it|a candle|the candle|a flame)\b|\b(?:trataka|tratak)\b[^?.!]*\b(?:no candle|without (?:a |the )?(?:candle|flame))\b/,
    answer:
      "Yes: trataka does not need a candle. Draw a small dark dot on a sheet of paper, or choose a point on the wall at eye level an arm's length away, and rest your gaze on it softly for one to three minutes, blinking when you need to; then close your eyes and stay with whatever image or stillness remains, and a dot on the wall disturbs no one who shares the room.",
    topic: 'concentration gaze one point steady mind',
  },
  {
    id: 'trataka-safely',
    pattern:
      /\b(?:trataka|candle (?:gaz\w*|flame|meditation)|gaz\w* (?:at|on) (?:a |the )?(?:candle|flame))\b[^?.!]*\b(?:how long|how many minutes|eyes?|hurt|safe|contacts?|lenses|glasses|strain|water\w*|sting\w*)\b/,
    answer:
      "Set the candle an arm's length away at eye level, gaze at the flame for one to three minutes, blinking whenever you need to, then close your eyes and watch its after-image. Take contact lenses out first, stop if your eyes sting or water a lot, and leave it out if you have epilepsy, glaucoma or a recent eye operation.",
    topic: 'concentration gaze light',
  },
  {
    id: 'anger-in-the-moment',
    pattern:
      /\b(?:in the moment|that (?:exact )?(?:second|moment)|right when|when i'?m about to|when i (?:feel|get) (?:so )?(?:angry|mad|furious))\b[^?.!]*\b(?:explode|snap|lose it|yell|shout|scream|angry|mad|furious|rage|blow up)\b|\b(?:about to|going to|gonna) (?:explode|snap|lose it|blow up)\b/,
    answer:
      'In the second before you explode, stop and breathe out slowly, longer than you breathe in, three times, and feel your feet on the floor. If you can, step away for a minute before you speak; the anger will still be there to look at, but the words you did not say cannot hurt anyone.',
    topic: 'anger patience restraint',
  },
  {
    id: 'place-of-practice',
    pattern:
      /\b(?:have to|need to|must|should i|can i|is it ok to|okay to)\b[^?.!]*\b(?:temple|church|mandir|monastery|altar|shrine)\b[^?.!]*\b(?:room|home|house|hostel|dorm|flat|apartment|bed)\b|\b(?:in|from) my (?:room|home|house|hostel|dorm|flat|apartment|bed)\b[^?.!]*\b(?:ok|okay|count|allowed|fine|still)\b|\b(?:don'?t|do not) (?:have|own) (?:a |an )?(?:lingam|murti|idol|altar|shrine|statue|rosary|mala|cushion)\b/,
    answer:
      'A temple or a church helps, but it is not required: a quiet corner of your room, at home or in a hostel, is enough. A picture, a candle or simply a clean spot where you sit each day can be your altar, and no statue, lingam or cushion is needed for a sincere prayer or a few minutes of stillness.',
    topic: 'worship devotion simplicity home',
  },
  {
    id: 'how-to-start',
    pattern:
      /\b(?:how (?:do|should|can) i (?:start|begin)|where (?:do|should) i (?:start|begin)|i'?m a beginner|as a beginner|first time)\b/,
    answer:
      'Start small: one quiet place, five minutes, and your breath. Breathe in and out naturally, count each out-breath up to ten, and begin again whenever you lose count.',
    topic: 'meditation breath beginning',
  },
];

/** The practical question a message asks, if any. */
export function findPractical(said: string): PracticalAnswer | undefined {
  return PRACTICAL_ANSWERS.find((item) => item.pattern.test(said));
}

/** Every practical question a message asks, at most two ("the best time, and how long?"). */
export function findPracticals(said: string): PracticalAnswer[] {
  const found = PRACTICAL_ANSWERS.filter((item) => item.pattern.test(said));
  const replaced = new Set(found.flatMap((item) => item.instead ?? []));
  return found.filter((item) => !replaced.has(item.id)).slice(0, 2);
}
