import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeSuggestionFailure, requestSuggestions } from './suggest';

const REQUEST = { kind: 'poses', mood: 'calm', now: '2026-11-22T08:00:00+00:00' } as const;
const POSE = {
  name: 'Tree Pose',
  benefits: 'Balance',
  instructions: 'Stand|Lift one foot',
  difficulty: 'beginner',
  category: 'balance',
};

/** Answers the suggestions call with `suggestions` and the status call with the built-in guide. */
function serve(suggestions: () => Response | Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      url.endsWith('/status')
        ? Promise.resolve(Response.json({ provider: 'builtin', model: 'builtin', ready: true }))
        : suggestions(),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('suggestions for a planner (docs/tools/planners.md#errors)', () => {
  it('gives the six items and who answered', async () => {
    serve(() =>
      Response.json({ items: Array.from({ length: 6 }, (_, i) => ({ ...POSE, name: `P${i}` })) }),
    );
    const outcome = await requestSuggestions(REQUEST, new AbortController().signal);
    expect(outcome).toMatchObject({ ok: true, source: 'the built-in guide' });
    expect(outcome.ok && outcome.items).toHaveLength(6);
  });

  it('words a failed, unparseable or refused answer gently, never throwing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(() => Response.json({ error: 'boom' }, { status: 500 }));
    expect(await requestSuggestions(REQUEST, new AbortController().signal)).toEqual({
      ok: false,
      isAborted: false,
      message: 'No suggestions came back this time. Your plan is safe; please try again.',
    });
    serve(() => new Response('not json {', { status: 200 }));
    expect(await requestSuggestions(REQUEST, new AbortController().signal)).toMatchObject({
      ok: false,
      message: 'No suggestions came back this time. Your plan is safe; please try again.',
    });
    serve(() => Response.json({ items: [POSE] }));
    expect(await requestSuggestions(REQUEST, new AbortController().signal)).toMatchObject({
      ok: false,
    });
  });

  it('says when to try again after a 429', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(() =>
      Response.json({ error: 'slow down' }, { status: 429, headers: { 'Retry-After': '30' } }),
    );
    expect(await requestSuggestions(REQUEST, new AbortController().signal)).toMatchObject({
      ok: false,
      message: 'Lots of suggestions were asked for just now. Please try again in 30 seconds.',
    });
  });

  it('words being offline and a resting service', () => {
    expect(
      describeSuggestionFailure({ kind: 'offline', message: '', hasReachedServer: false }),
    ).toContain('offline');
    expect(
      describeSuggestionFailure({
        kind: 'unavailable',
        message: '',
        hasReachedServer: true,
        retryAfterSec: 120,
      }),
    ).toContain('Please try again in 2 minutes.');
  });
});
