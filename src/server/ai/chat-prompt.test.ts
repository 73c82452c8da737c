import { describe, expect, it } from 'vitest';
import { PERSONA_IDS } from '../../lib/ai/catalog';
import { PERSONAS } from './personas';
import { buildChatInstructions } from './prompts';
import { ABUSE_REPLY, CRISIS_REPLY } from './safety';

describe('chat system prompts ask a real model for the built-in guide’s shape (issue 22)', () => {
  it.each(PERSONA_IDS)('%s: meet the person, answer what was asked, cite, one practice', (id) => {
    const instructions = buildChatInstructions(PERSONAS[id]);
    for (const part of [
      'meet them first in plain words',
      'let the feeling be',
      'Never scold grief or fear',
      'answer exactly that in your own words, and cite its source',
      'continue the last topic',
      'one small practice or step',
      'at most once',
      'never refuse them',
    ])
      expect(instructions).toContain(part);
    // Pain comes before the style rules, and the refusal stays exact (docs/tools/chats.md#calls).
    expect(instructions.indexOf('How to answer')).toBeLessThan(
      instructions.indexOf('Style rules:'),
    );
    expect(instructions).toContain(`"${PERSONAS[id].refusal}"`);
  });
});

describe('chat system prompts: honesty, length and safety (docs/ai.md#prompts)', () => {
  it.each(PERSONA_IDS)('%s: never invents a verse or chapter number', (id) => {
    const instructions = buildChatInstructions(PERSONAS[id]);
    expect(instructions).toContain('Never invent a verse or chapter number');
    expect(instructions).toContain('give a chapter and verse only when you are sure of it');
    expect(instructions).toContain('otherwise name the text without a number');
  });

  it.each(PERSONA_IDS)('%s: says plainly it is an AI guide when sincerely asked', (id) => {
    const { name } = PERSONAS[id];
    const instructions = buildChatInstructions(PERSONAS[id]);
    expect(instructions).toContain(
      `if the visitor sincerely asks whether they are talking to an AI, a real person or the real ${name}, say plainly that you are an AI guide speaking in ${name}'s voice`,
    );
    expect(instructions).not.toContain('never mention being an AI');
  });

  it.each(PERSONA_IDS)('%s: fits the length to the question, the persona’s count a bound', (id) => {
    const persona = PERSONAS[id];
    const instructions = buildChatInstructions(persona);
    const most = `${persona.isApproximate ? 'about ' : ''}${persona.sentences}`;
    expect(instructions).not.toMatch(/exactly \d+ sentences/i);
    expect(instructions).not.toMatch(/^- Answer in (exactly |about )?\d+ sentences/im);
    expect(instructions).toContain('a short or simple question gets a short answer');
    expect(instructions).toContain(
      `a visitor sharing personal pain gets more room, up to ${most} sentences`,
    );
    expect(instructions).toContain(`Never write more than ${most} sentences`);
    // The persona's other style rules still reach the model.
    for (const rule of persona.styleRules.filter((rule) => !/sentences\.$/.test(rule)))
      expect(instructions).toContain(`- ${rule}`);
  });

  it.each(PERSONA_IDS)('%s: answers danger and abuse with the exact safety texts', (id) => {
    const instructions = buildChatInstructions(PERSONAS[id]);
    for (const part of [
      'If the visitor shows any sign of danger to their life',
      'a plan or a means',
      'saying goodbye',
      '"I can\'t do this anymore"',
      `reply with exactly this text and nothing more: "${CRISIS_REPLY}"`,
      'If the visitor describes abuse or violence at home',
      `reply with exactly this text and nothing more: "${ABUSE_REPLY}"`,
      'Never advise them to endure it, obey, stay, or turn the other cheek.',
      'Never give advice on medication',
      'If the visitor describes signs of depression',
      'gently suggest speaking with a doctor or counsellor alongside any teaching',
    ])
      expect(instructions).toContain(part);
    // Safety is read before the refusal and before how to answer.
    const safety = instructions.indexOf('Safety comes before every other rule');
    expect(safety).toBeGreaterThan(-1);
    expect(safety).toBeLessThan(instructions.indexOf('If the visitor asks about anything else'));
    expect(safety).toBeLessThan(instructions.indexOf('How to answer'));
  });
});
