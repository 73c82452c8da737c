/**
 * A chat message as the conversation keeps and stores it (docs/tools/chats.md#data: id, type, content,
 * timestamp) and the storage key each persona declares for its conversation.
 *
 * why a hand-made validator: the chat pages carry no schema library (see AnswerValidator in
 * lib/ai/schemas.ts); this shape is small enough to check by hand.
 */
import { PERSONA_IDS } from '../ai/catalog';
import { createGuardSchema } from '../storage/guard-schema';
import type { StandardSchemaV1 } from '@standard-schema/spec';

/** Who wrote a message (docs/tools/chats.md#data): one of the personas, or the visitor. */
export const MESSAGE_TYPES = [...PERSONA_IDS, 'user'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/**
 * Persona messages that are not the persona's reply: `care` is the server's crisis care (shown as its
 * own card, never in the persona's voice), `failure` the in-character failure message. Neither is sent
 * back to the model as something the persona said.
 */
export const MESSAGE_KINDS = ['care', 'failure'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** One message of a conversation. */
export interface ChatEntry {
  /** Unique within the conversation. */
  readonly id: string;
  readonly type: MessageType;
  readonly content: string;
  /** When it was written, ms since the epoch (shown as HH:MM). */
  readonly timestamp: number;
  /** Absent for the visitor's messages and the persona's replies. */
  readonly kind?: MessageKind;
  /** The visitor stopped this reply part-way (it is shown as stopped). */
  readonly stopped?: true;
  /**
   * The reply's stream broke part-way (a server restarting, a dropped connection): what arrived is
   * kept, shown as cut off, and never sent back to the model as something the persona said.
   */
  readonly cut?: true;
}

const ENTRY_KEYS = new Set(['id', 'type', 'content', 'timestamp', 'kind', 'stopped', 'cut']);

/** Whether `value` is a well-formed message (no other fields). */
export function isChatEntry(value: unknown): value is ChatEntry {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entry = value as Record<string, unknown>;
  return (
    Object.keys(entry).every((key) => ENTRY_KEYS.has(key)) &&
    typeof entry['id'] === 'string' &&
    entry['id'] !== '' &&
    (MESSAGE_TYPES as readonly unknown[]).includes(entry['type']) &&
    typeof entry['content'] === 'string' &&
    typeof entry['timestamp'] === 'number' &&
    Number.isFinite(entry['timestamp']) &&
    entry['timestamp'] >= 0 &&
    (entry['kind'] === undefined ||
      (MESSAGE_KINDS as readonly unknown[]).includes(entry['kind'])) &&
    (entry['stopped'] === undefined || entry['stopped'] === true) &&
    // Only a persona's reply or care can be cut, and a reply is either stopped or cut, never both.
    (entry['cut'] === undefined ||
      (entry['cut'] === true &&
        entry['type'] !== 'user' &&
        entry['kind'] !== 'failure' &&
        entry['stopped'] === undefined))
  );
}

/** A stored conversation: its messages, oldest first. */
export const conversationSchema: StandardSchemaV1<unknown, ChatEntry[]> = createGuardSchema(
  (value): value is ChatEntry[] => Array.isArray(value) && value.every(isChatEntry),
  'Expected a list of chat messages',
);

/**
 * What every persona's conversation key shares (its storage.ts adds the key and label):
 * `stillwell:<tool-slug>:messages` by docs/decisions.md#storage-keys key naming (the spec names no chat key), version 1,
 * no messages by default (the chat then starts from its greeting).
 */
export const CONVERSATION_KEY_OPTIONS = {
  schema: conversationSchema,
  version: 1,
  defaultValue: [] as ChatEntry[],
} as const;
