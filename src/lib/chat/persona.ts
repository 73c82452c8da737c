/**
 * What a persona chat declares about itself (docs/tools/chats.md#screen, #errors, #constants): one typed table per
 * persona in its tool folder; the chat engine and widgets read only this.
 */
import type { ComponentType } from 'react';
import type { PersonaId } from '../ai/catalog';

/** The persona's in-character failure messages (docs/tools/chats.md#errors). */
export interface PersonaFailureTexts {
  /** The server answered with an error (the call reached it and failed inside). */
  readonly inCall: string;
  /** The server could not be reached (offline, network down): the outer, secondary fallback. */
  readonly outer: string;
  /** A drawn mark shown before the in-call message (Shiva's OM, docs/tools/shiva-my-god.md#errors). */
  readonly InCallMark?: ComponentType<{ className?: string | undefined }>;
}

/** Tailwind classes from the design tokens (global.css) that colour one persona's chat. */
export interface PersonaColors {
  /** Background of the persona's bubbles and avatar ring, e.g. `bg-ocean`. */
  readonly bubble: string;
  /** Border of the quick-prompt chips, e.g. `border-ocean`. */
  readonly chip: string;
}

/** One persona chat's data table. */
export interface ChatPersona {
  readonly id: PersonaId;
  /** Name in the header, on bubbles and in announcements ('Krishna'). */
  readonly name: string;
  /** The fixed greeting every conversation starts with (docs/tools/chats.md#behaviour, #constants). */
  readonly greeting: string;
  /** Questions the chips put in the input (docs/tools/chats.md#constants: Krishna 6, Buddha 5, Jesus 5, Shiva 6). */
  readonly quickPrompts: readonly string[];
  /** Indicator text while a reply is pending (docs/tools/shiva-my-god.md#screen: Shiva 'In deep meditation...'). */
  readonly typingText: string;
  /** Placeholder of the message box. */
  readonly placeholder: string;
  readonly failure: PersonaFailureTexts;
  /** Height classes of the message window (docs/tools/krishna-my-friend.md#screen: Krishna 400/600 px, the others 450/500 px). */
  readonly windowClass: string;
  readonly colors: PersonaColors;
  /** Jesus's replies style bracketed Bible references (docs/tools/jesus-my-saviour.md#screen). */
  readonly hasReferences: boolean;
  /** The persona's drawn portrait (decorative; the name is said in text beside it). */
  readonly Avatar: ComponentType<{ className?: string | undefined }>;
}

/** The part of a persona the pure chat machine needs. */
export type ChatPersonaTexts = Pick<ChatPersona, 'id' | 'name' | 'greeting' | 'failure'>;
