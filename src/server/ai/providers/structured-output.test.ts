import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { suggestionResponseSchema } from '../../../lib/ai/schemas';
import { handleBook, handleSuggestions } from '../http';
import { resetRateLimits } from '../limits/rate-limit';
import {
  startFakeGemini,
  startFakeOpenAI,
  type FakeProviderServer,
} from '../testing/fake-providers';
import { contextFor, postJson } from '../test-helpers';
import { structuredOutputSchema } from './model-engine';
import { strictJsonSchemaOf, toStrictSchema, type JsonSchema } from './strict-json-schema';

/**
 * Keywords OpenAI's strict structured outputs accept on every model, written out here rather than
 * imported, so a keyword let through by mistake fails the test (docs/ai.md#structured-output).
 */
const ALLOWED_KEYWORDS = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'anyOf',
  'description',
]);

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every way a schema breaks the strict rules, as `path: problem` lines (none when it is strict). */
function strictProblems(node: unknown, path = '#'): string[] {
  if (!isObject(node)) return [`${path}: not a schema object`];
  const problems: string[] = [];
  for (const keyword of Object.keys(node))
    if (!ALLOWED_KEYWORDS.has(keyword)) problems.push(`${path}: unsupported keyword ${keyword}`);
  if (!('type' in node) && !('anyOf' in node))
    problems.push(`${path}: neither a type nor anyOf (an "any" slipped through)`);
  const properties = node['properties'];
  if (node['type'] === 'object' || properties !== undefined) {
    if (node['additionalProperties'] !== false)
      problems.push(`${path}: additionalProperties is not false`);
    const keys = isObject(properties) ? Object.keys(properties).sort() : [];
    const required = Array.isArray(node['required']) ? [...node['required']].sort() : [];
    if (JSON.stringify(keys) !== JSON.stringify(required))
      problems.push(`${path}: required ${JSON.stringify(required)} is not every key`);
    if (isObject(properties))
      for (const [name, child] of Object.entries(properties))
        problems.push(...strictProblems(child, `${path}/properties/${name}`));
  }
  if (node['items'] !== undefined) problems.push(...strictProblems(node['items'], `${path}/items`));
  const anyOf = node['anyOf'];
  if (anyOf !== undefined) {
    if (!Array.isArray(anyOf)) problems.push(`${path}: anyOf is not a list`);
    else
      anyOf.forEach((option, index) =>
        problems.push(...strictProblems(option, `${path}/anyOf/${index}`)),
      );
  }
  return problems;
}

const allowsNull = (node: unknown): boolean =>
  isObject(node) &&
  (node['type'] === 'null' ||
    (Array.isArray(node['type']) && node['type'].includes('null')) ||
    (Array.isArray(node['anyOf']) && node['anyOf'].some(allowsNull)));

const itemOf = (schema: JsonSchema): JsonSchema => {
  const items = (schema['properties'] as Record<string, JsonSchema>)['items'];
  return items?.['items'] as JsonSchema;
};
const propertiesOf = (schema: JsonSchema) => schema['properties'] as Record<string, JsonSchema>;

const TARGETS = ['tasks', 'poses', 'exercises', 'book'] as const;

describe('the JSON schema a structured request sends is strict (docs/ai.md#structured-output)', () => {
  it.each(TARGETS)('%s: closed objects, every key required, only supported keywords', (target) => {
    const schema = structuredOutputSchema(target);
    expect(schema['type']).toBe('object');
    expect(schema).not.toHaveProperty('anyOf');
    expect(strictProblems(schema)).toEqual([]);
  });

  it.each(['poses', 'exercises'] as const)(
    '%s: the optional caution is sent required and nullable, the other fields not nullable',
    (kind) => {
      const item = itemOf(structuredOutputSchema(kind));
      expect(item['required']).toContain('caution');
      expect(allowsNull(propertiesOf(item)['caution'])).toBe(true);
      for (const name of ['name', 'benefits', 'instructions', 'difficulty', 'category'])
        expect(allowsNull(propertiesOf(item)[name]), name).toBe(false);
    },
  );

  it('keeps enums, and leaves the bounds to the app’s own validation', () => {
    const item = itemOf(structuredOutputSchema('tasks'));
    expect(propertiesOf(item)['priority']).toEqual({
      type: 'string',
      enum: ['high', 'medium', 'low'],
    });
    expect(propertiesOf(item)['name']).toEqual({ type: 'string' });
  });

  it('closes nested objects, makes optional fields nullable and drops unsupported keywords', () => {
    const schema = strictJsonSchemaOf(
      z.object({
        tag: z.literal('a'),
        note: z.optional(z.string().check(z.regex(/^x/), z.minLength(2))),
        inner: z.optional(
          z.object({ list: z.array(z.email()).check(z.minLength(1), z.maxLength(3)) }),
        ),
      }),
    );
    expect(strictProblems(schema)).toEqual([]);
    const properties = propertiesOf(schema);
    expect(properties['tag']).toEqual({ type: 'string', enum: ['a'] });
    expect(properties['note']).toEqual({ anyOf: [{ type: 'string' }, { type: 'null' }] });
    expect(properties['inner']).toEqual({
      anyOf: [
        {
          type: 'object',
          properties: { list: { type: 'array', items: { type: 'string' } } },
          required: ['list'],
          additionalProperties: false,
        },
        { type: 'null' },
      ],
    });
  });

  it('does not wrap a property that already allows null', () => {
    const schema = toStrictSchema({
      type: 'object',
      properties: { a: { type: ['string', 'null'] } },
    });
    expect(schema).toEqual({
      type: 'object',
      properties: { a: { type: ['string', 'null'] } },
      required: ['a'],
      additionalProperties: false,
    });
  });

  it('the check above catches what strict mode refuses', () => {
    expect(
      strictProblems({
        type: 'object',
        properties: { a: { type: 'string', maxLength: 3 }, b: {} },
        required: ['a'],
      }),
    ).toEqual([
      '#: additionalProperties is not false',
      '#: required ["a"] is not every key',
      '#/properties/a: unsupported keyword maxLength',
      '#/properties/b: neither a type nor anyOf (an "any" slipped through)',
    ]);
  });
});

const NOW = '2026-11-22T09:15:00+00:00';
const steps = 'Stand tall|Breathe in|Breathe out';
const pose = (name: string, caution: string | null) => ({
  name,
  benefits: 'Calms the mind.',
  instructions: steps,
  difficulty: 'beginner',
  category: 'inversion',
  caution,
});
const exercise = (name: string, caution: string | null) => ({
  name,
  benefits: 'Builds strength.',
  instructions: steps,
  difficulty: 'beginner',
  category: 'strength',
  caution,
});
const task = (name: string) => ({
  name,
  category: 'mindfulness',
  time: '15min',
  timePriority: 'morning',
  reason: 'It grounds you.',
  priority: 'high',
});
const six = <T>(make: (name: string, index: number) => T) =>
  Array.from({ length: 6 }, (_, index) => make(`Item ${index + 1}`, index));
const CAUTION = 'Skip it with high blood pressure, glaucoma or a neck injury.';
const REPLIES = {
  tasks: { items: six((name) => task(name)) },
  poses: { items: six((name, index) => pose(name, index % 2 === 0 ? CAUTION : null)) },
  exercises: { items: six((name, index) => exercise(name, index % 2 === 0 ? CAUTION : null)) },
} as const;
const BODIES = {
  tasks: { kind: 'tasks', mood: 'calm', now: NOW },
  poses: { kind: 'poses', mood: 'tired', now: NOW },
  exercises: { kind: 'exercises', goal: 'strength', now: NOW },
} as const;
const paragraph = 'The keeper climbed the hill slowly, noticing every breath and step. '.repeat(8);
const BOOK = {
  title: 'The Quiet Hill',
  author: 'A. Writer',
  sections: Array.from({ length: 3 }, (_, index) => ({
    title: `Part ${index + 1}`,
    content: paragraph,
  })),
};

type Setup = {
  name: string;
  start: typeof startFakeOpenAI;
  env: (fake: FakeProviderServer) => Record<string, string>;
  /** The JSON schema the request carried. */
  sentSchema: (body: Record<string, unknown>) => unknown;
};

const SETUPS: Setup[] = [
  {
    name: 'openai-compatible',
    start: startFakeOpenAI,
    env: (fake) => ({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: fake.baseURL,
      AI_MODEL: 'test-model',
      AI_STRUCTURED_OUTPUTS: 'true',
    }),
    sentSchema: (body) => {
      // An OpenAI endpoint reads a strict JSON schema only in this envelope.
      const format = body['response_format'] as JsonSchema;
      expect(format['type']).toBe('json_schema');
      const wrapper = format['json_schema'] as JsonSchema;
      expect(wrapper['strict']).toBe(true);
      expect(wrapper['name']).toMatch(/^[a-z_]+$/);
      return wrapper['schema'];
    },
  },
  {
    name: 'gemini',
    start: startFakeGemini,
    env: (fake) => ({
      AI_PROVIDER: 'gemini',
      GOOGLE_GENERATIVE_AI_BASE_URL: fake.baseURL,
      GOOGLE_GENERATIVE_AI_API_KEY: 'local-key',
      AI_MODEL: 'gemini-test',
    }),
    sentSchema: (body) => (body['generationConfig'] as JsonSchema)['responseJsonSchema'],
  },
];

describe.each(SETUPS)('$name: structured requests against a local fake', (setup) => {
  let fake: FakeProviderServer;

  beforeAll(async () => {
    fake = await setup.start();
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(async () => {
    fake.requests.length = 0;
    for (const [key, value] of Object.entries({
      ...setup.env(fake),
      AI_RATE_LIMIT: '0',
      AI_MAX_RETRIES: '0',
    }))
      vi.stubEnv(key, value);
    await resetRateLimits();
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it.each(['tasks', 'poses', 'exercises'] as const)(
    '%s: sends the strict schema and answers 6 items',
    async (kind) => {
      fake.setReply({ text: JSON.stringify(REPLIES[kind]) });
      const response = await handleSuggestions(
        contextFor(postJson('/api/ai/suggestions', BODIES[kind])),
      );
      expect(response.status).toBe(200);
      expect(suggestionResponseSchema.parse(await response.json()).items).toHaveLength(6);
      const sent = setup.sentSchema(fake.requests[0]?.body ?? {});
      expect(sent).toEqual(structuredOutputSchema(kind));
      expect(strictProblems(sent)).toEqual([]);
    },
  );

  it.each(['poses', 'exercises'] as const)(
    '%s: a null caution reaches the app as no caution, a written one as it is',
    async (kind) => {
      fake.setReply({ text: JSON.stringify(REPLIES[kind]) });
      const response = await handleSuggestions(
        contextFor(postJson('/api/ai/suggestions', BODIES[kind])),
      );
      const { items } = (await response.json()) as { items: Record<string, unknown>[] };
      expect(items.map((item) => item['caution'])).toEqual([
        CAUTION,
        undefined,
        CAUTION,
        undefined,
        CAUTION,
        undefined,
      ]);
      expect(items.filter((item) => 'caution' in item)).toHaveLength(3);
    },
  );

  it('book: sends the strict schema', async () => {
    fake.setReply({ text: JSON.stringify(BOOK) });
    const response = await handleBook(
      contextFor(
        postJson('/api/ai/book', { genre: 'fantasy', readingTime: 10, contentType: 'new' }),
      ),
    );
    expect(response.status).toBe(200);
    const sent = setup.sentSchema(fake.requests[0]?.body ?? {});
    expect(sent).toEqual(structuredOutputSchema('book'));
    expect(strictProblems(sent)).toEqual([]);
  });
});
