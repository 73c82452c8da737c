/**
 * A model's suggestions are held to the visitor's level and limits on the server (issue 43,
 * docs/tools/planners.md#level-and-limits): what the rules rule out is dropped and the built-in
 * suggestions fill the list back to six. The model is a real local server speaking OpenAI's protocol.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleSuggestions } from './http';
import { resetRateLimits } from './limits/rate-limit';
import { startFakeOpenAI, type FakeProviderServer } from './testing/fake-providers';
import { contextFor, postJson } from './test-helpers';

const NOW = '2026-11-22T09:15:00+00:00';
const pose = (name: string, category: string, difficulty = 'beginner') => ({
  name,
  benefits: 'Builds strength and focus.',
  instructions: 'Begin steady|Breathe slowly|Come out gently',
  difficulty,
  category,
});
/** What a careless model might offer a beginner with high blood pressure. */
const MODEL_POSES = [
  pose('Headstand', 'inversion', 'advanced'),
  pose('Supported Shoulderstand', 'inversion', 'intermediate'),
  pose('Wheel Pose', 'backbend', 'advanced'),
  pose("Child's Pose", 'forward_fold'),
  pose('Mountain Pose', 'standing'),
  pose('Cat-Cow Stretch', 'seated'),
];

let fake: FakeProviderServer;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(async () => {
  for (const [key, value] of Object.entries({
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: fake.baseURL,
    AI_MODEL: 'test-model',
    AI_RATE_LIMIT: '0',
  }))
    vi.stubEnv(key, value);
  await resetRateLimits();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('suggestions from a model', () => {
  it('leave out what a beginner with high blood pressure should not do, and come back six', async () => {
    fake.setReply({ text: JSON.stringify({ items: MODEL_POSES }) });
    const response = await handleSuggestions(
      contextFor(
        postJson('/api/ai/suggestions', {
          kind: 'poses',
          mood: 'energetic',
          now: NOW,
          level: 'new',
          limits: ['blood-pressure'],
        }),
      ),
    );
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as { items: { name: string }[] };
    const names = items.map((item) => item.name);
    expect(names).toHaveLength(6);
    expect(names).not.toContain('Headstand');
    expect(names).not.toContain('Supported Shoulderstand');
    expect(names).not.toContain('Wheel Pose');
    expect(names).toEqual(expect.arrayContaining(["Child's Pose", 'Mountain Pose']));
  });

  it('come back as the model gave them when nothing is ruled out', async () => {
    fake.setReply({ text: JSON.stringify({ items: MODEL_POSES }) });
    const response = await handleSuggestions(
      contextFor(postJson('/api/ai/suggestions', { kind: 'poses', mood: 'energetic', now: NOW })),
    );
    const { items } = (await response.json()) as { items: { name: string }[] };
    expect(items.map((item) => item.name)).toEqual(MODEL_POSES.map((item) => item.name));
  });
});
