/** Shared checks of a persona chat's data table (docs/tools/chats.md#screen, #constants), for each persona's own test file. */
import { describe, expect, it } from 'vitest';
import type { StorageKeyDef } from '../storage/storage';
import type { ToolMeta } from '../tool-meta';
import type { ChatEntry } from './messages';
import type { ChatPersona } from './persona';

/** What a persona's test states about it. */
export interface PersonaTableFacts {
  readonly persona: ChatPersona;
  readonly meta: ToolMeta;
  readonly conversationKey: StorageKeyDef<ChatEntry[]>;
  /** docs/tools/chats.md#constants: Krishna 6, Buddha 5, Jesus 5, Shiva 6. */
  readonly promptCount: number;
  /** docs/tools/krishna-my-friend.md#screen: Krishna 400/600 px, the others 450/500 px. */
  readonly windowClass: string;
}

/** Registers the checks every persona table must pass. */
export function describePersonaTable(facts: PersonaTableFacts): void {
  const { persona, meta, conversationKey } = facts;
  describe(`${persona.name} chat table`, () => {
    it(`has ${facts.promptCount} quick prompts, each a distinct question`, () => {
      expect(persona.quickPrompts).toHaveLength(facts.promptCount);
      expect(new Set(persona.quickPrompts).size).toBe(facts.promptCount);
      for (const prompt of persona.quickPrompts) expect(prompt).toMatch(/\?$/);
    });

    it(`has the window heights ${facts.windowClass}`, () => {
      expect(persona.windowClass).toBe(facts.windowClass);
    });

    it('is an AI guide with its own conversation key', () => {
      expect(meta).toMatchObject({ category: 'AI Guides', usesAi: true });
      expect(conversationKey.key).toBe(`stillwell:${meta.slug}:messages`);
    });

    it('has a fixed greeting and two different failure messages', () => {
      expect(persona.greeting.length).toBeGreaterThan(40);
      expect(persona.failure.inCall).not.toBe(persona.failure.outer);
    });
  });
}
