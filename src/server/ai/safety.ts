/**
 * Crisis and self-harm signals. A message that shows one gets `CRISIS_REPLY` instead of a persona
 * reply, from every provider; this check runs before any provider is called.
 */

const CRISIS_PATTERNS: readonly RegExp[] = [
  /\bsuicid(e|al)\b/i,
  /\bkill(ing)?\s+my\s*self\b/i,
  /\bend(ing)?\s+(it\s+all|my\s+(own\s+)?life)\b/i,
  /\btak(e|ing)\s+my\s+(own\s+)?life\b/i,
  /\b(want|wanna|going|plan(ning)?)\s+(to\s+)?die\b/i,
  /\bwish\s+i\s+(was|were)\s+(dead|never\s+born)\b/i,
  /\bbetter\s+off\s+dead\b/i,
  /\b(no|not\s+any)\s+reason\s+to\s+(live|go\s+on)\b/i,
  /\bdon'?t\s+want\s+to\s+(live|be\s+alive|wake\s+up)\b/i,
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
