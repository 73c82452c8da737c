/**
 * Crisis and self-harm signals. A message that shows one gets `CRISIS_REPLY` instead of a persona
 * reply, from every provider; this check runs before any provider is called.
 */

// Errs on the side of care: a caring reply to a false alarm costs little, a persona reply to a real
// crisis costs much. Each phrasing here is common in crisis messages; the tests list what must not match.
const CRISIS_PATTERNS: readonly RegExp[] = [
  /\bsuicid(e|al)\b/i,
  /\b(kill|hang|shoot|poison|drown)(ing)?\s+my\s*self\b/i,
  /\bunalive\b/i,
  /\bkms\b/i,
  /\bend(ing)?\s+(it\s+all|my\s+(own\s+)?life|my\s+life)\b/i,
  /\b(want|wanna|going|plan(ning)?|ready|about|decided)\s+to\s+end\s+it\b(?!\s+with\b)/i,
  /\btak(e|ing)\s+my\s+(own\s+)?life\b/i,
  /\b(want|wanna|going|plan(ning)?|deserve|should(\s+just)?)\s+(to\s+)?die\b/i,
  /\b(want|wish|rather)\s+(to\s+)?(be|was|were|i\s+was|i\s+were)\s+dead\b/i,
  /\bwish\s+i\s+(was|were|had)\s+(dead|never\s+(been\s+)?born)\b/i,
  /\bbetter\s+off\s+(dead|without\s+me)\b/i,
  /\b(no|not\s+any)\s+(reason|point)\s+(to|in)\s+(live|living|go(ing)?\s+on)\b/i,
  /\b(life\s+is|life's|it's|it\s+is)\s+not\s+worth\s+living\b|\bnot\s+worth\s+living\b/i,
  /\b(don'?t|do\s+not)\s+want\s+to\s+(live|be\s+alive|wake\s+up|exist|be\s+here\s+anymore)\b/i,
  /\b(can'?t|cannot)\s+(go\s+on|keep\s+going)\s+(any\s*more|living)\b/i,
  /\b(can'?t|cannot)\s+go\s+on\s*[.!]*\s*$/i,
  /\b(no\s*one|nobody)\s+would\s+(miss|care\s+about|notice)\b[^.?!]*\b(gone|dead|died|die|disappeared)\b/i,
  /\b(jump|jumping)\s+(off|from|in\s+front\s+of)\s+(a|the)\s+(bridge|building|roof|cliff|train|balcony)\b/i,
  /\bslit(ting)?\s+my\s+wrists?\b/i,
  /\bself[-\s]?harm(ing)?\b/i,
  /\b(hurt|harm|cut|cutting|burn)(ing)?\s+my\s*self\b/i,
  /\boverdos(e|ing)\b/i,
];

/** The caring reply with helpline guidance, plain text. */
export const CRISIS_REPLY = [
  'I am really glad you told me this, and I am sorry you are carrying so much pain right now.',
  'You deserve care from a real person today, and you do not have to face this alone.',
  'If you are in immediate danger, please call your local emergency number now (112 in most of Europe, 911 in the US and Canada, 999 in the UK, 000 in Australia).',
  'You can also reach a free, confidential crisis line: in the US call or text 988, in the UK and Ireland call Samaritans on 116 123, and for other countries findahelpline.com lists services near you.',
  'If you can, reach out to someone you trust and let them know how you are feeling.',
  'When you are safe and ready, I will still be here.',
].join(' ');

/** Whether a message signals crisis or self-harm. */
export function isCrisisMessage(text: string): boolean {
  const normalized = text.replace(/[’`]/g, "'");
  return CRISIS_PATTERNS.some((pattern) => pattern.test(normalized));
}
