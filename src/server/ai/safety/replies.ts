/**
 * What Stillwell says, in its own voice and not a persona's, when a message shows danger or abuse
 * (docs/decisions.md#safety). Plain text; the chat shows it in the care card.
 */

/** The emergency numbers every safety reply names. */
const EMERGENCY =
  'If you are in immediate danger, please call your local emergency number now (112 in most of Europe, 911 in the US and Canada, 999 in the UK, 000 in Australia).';

/** The caring reply with helpline guidance, for a message that shows danger to the visitor's life. */
export const CRISIS_REPLY = [
  'I am really glad you told me this, and I am sorry you are carrying so much pain right now.',
  'You deserve care from a real person today, and you do not have to face this alone.',
  EMERGENCY,
  'You can also reach a free, confidential crisis line: in the US call or text 988, in the UK and Ireland call Samaritans on 116 123, and for other countries findahelpline.com lists services near you.',
  'If you can, reach out to someone you trust and let them know how you are feeling.',
  'When you are safe and ready, I will still be here.',
].join(' ');

/**
 * The safety reply for abuse or violence at home: never a teaching on enduring it
 * (docs/decisions.md#safety).
 */
export const ABUSE_REPLY = [
  'I am so sorry this is happening to you.',
  'Being hurt, threatened or controlled by someone close to you is not your fault, and you do not deserve it.',
  'No teaching asks you to endure harm: you do not have to stay, and your safety comes first.',
  EMERGENCY,
  'A free, confidential domestic-abuse helpline can listen and help you plan, whenever you are ready: in the US the National Domestic Violence Hotline on 1-800-799-7233 (or text START to 88788), in the UK the National Domestic Abuse Helpline on 0808 2000 247, and for other countries findahelpline.com lists services near you.',
  'If a child is being hurt, call Childhelp on 1-800-422-4453 in the US or the NSPCC on 0808 800 5000 in the UK; a young person can call Childline on 0800 1111.',
  'If you can, tell someone you trust what is happening.',
  'When you are safe, I will still be here.',
].join(' ');

/** Danger and abuse in one message: the crisis reply, then where to turn about the abuse. */
export const CRISIS_AND_ABUSE_REPLY = [
  CRISIS_REPLY,
  'What is being done to you at home is not your fault, and you do not have to stay: a domestic-abuse helpline (in the US 1-800-799-7233, in the UK 0808 2000 247) can help you get safe.',
].join(' ');

/**
 * Said before a persona's reply when the gate is unsure whether a message tells of abuse (issue 41:
 * when unsure, care wins), so no teaching on patience or duty is ever read as a reason to stay.
 */
export const POSSIBLE_ABUSE_NOTE =
  'If anyone at home is hurting, threatening or controlling you, that is never yours to endure, and it is not your fault: you do not have to stay, and a domestic-abuse helpline (1-800-799-7233 in the US, 0808 2000 247 in the UK, or findahelpline.com) or your local emergency number can help you get safe.';

/**
 * Said before a persona's reply when the gate is unsure whether a message shows danger (issue 41: when
 * unsure, care wins, in the persona's conversation rather than instead of it).
 */
export const POSSIBLE_DANGER_NOTE =
  'If any part of you is thinking of ending your life or hurting yourself, please reach out now: in the US call or text 988, in the UK and Ireland call Samaritans on 116 123, or call your local emergency number. You matter, and you do not have to carry this alone.';

/**
 * Said before the reply when a visitor asks whether to take, stop or change a medicine (issue 41: no
 * advice on medication), so no teaching on faith or letting go is ever read as a reason to stop one.
 */
export const MEDICATION_NOTE =
  'About your medicine: please do not stop, skip or change it because of anything said here. That is a decision to make with your doctor, and taking what helps you is no lack of faith or strength; practice and prayer can go alongside it.';
