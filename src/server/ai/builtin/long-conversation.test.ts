/**
 * A conversation as long as the API takes (MAX_TURNS messages) is answered turn by turn. Reading a turn
 * reads the turns before it from several places; before those readings were kept (intent.ts,
 * topicBefore), each turn doubled the work and the twentieth visitor turn took minutes of one core, so
 * this suite's time limit is what fails here, by orders of magnitude.
 */
import { describe, expect, it } from 'vitest';
import { MAX_TURNS } from '../../../lib/ai/answers';
import { converse } from './converse.testing';

const TURNS = [
  'who was the buddha before he was the buddha',
  'why did he leave his wife and kid tho',
  'did she ever forgive him',
  'what happened after that',
  'is that in the suttas',
  'ok but how does that help me',
  'my dad is sick',
  'how do i stop worrying',
  'tell me about angulimala',
  'why did he do it',
  'did the buddha blame him',
  'what is anatta',
  'then who gets reborn',
  'ok which one do i start with',
  'how long should i sit',
  'my mind wanders',
  'is that normal',
  'what about metta',
  'how do i do that',
  'thanks, what should i try tonight',
];

describe('a conversation of the longest length the API takes', () => {
  it('has as many visitor turns as the API keeps', () => {
    expect(TURNS.length * 2).toBe(MAX_TURNS);
  });

  it('is answered to its last turn, the last reply meeting it', { timeout: 20_000 }, () => {
    const replies = converse('buddha', ...TURNS);
    expect(replies).toHaveLength(TURNS.length);
    expect(replies.every((reply) => reply.text.length > 0)).toBe(true);
    expect(replies[17]?.text.toLowerCase()).toMatch(/metta|loving-kindness|kindness/);
  });
});
