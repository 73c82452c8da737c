#!/usr/bin/env node
/**
 * `npm run new:tool <slug>`: scaffolds a tool so that it starts with a test — meta, pure machine and its
 * unit test, the React island, the page shell and an end-to-end test. Refuses to overwrite anything.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';

const slug = process.argv[2] ?? '';
if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(slug)) {
  console.error('Usage: npm run new:tool <slug>   (kebab-case, e.g. "eye-health-app")');
  process.exit(2);
}
const name = slug
  .split('-')
  .map((word) => word[0].toUpperCase() + word.slice(1))
  .join(' ');
const component = name.replace(/ /g, '');
const dir = `src/tools/${slug}`;
const files = {
  [`${dir}/meta.ts`]: `import { defineTool } from '../define-tool';

/** ${name}. */
export const meta = defineTool({
  slug: '${slug}',
  name: '${name}',
  title: '${name}',
  description: 'Describe ${name} in one or two sentences, between fifty and one hundred sixty characters.',
  category: 'Breathing & Focus',
  icon: 'sparkles',
  gradient: ['sage', 'dusk'],
  order: 900,
});
`,
  [`${dir}/machine.ts`]: `/** ${name} as a pure state machine: time enters as data. */

/** The states of a session. */
export type State = { status: 'idle' } | { status: 'running'; startedAt: number; now: number };

/** Things that can happen. */
export type Event = { type: 'start'; now: number } | { type: 'stop' } | { type: 'tick'; now: number };

/** A session that has not started. */
export function initialState(): State {
  return { status: 'idle' };
}

/** The next state. */
export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'start':
      return { status: 'running', startedAt: event.now, now: event.now };
    case 'stop':
      return { status: 'idle' };
    case 'tick':
      return state.status === 'running' ? { ...state, now: event.now } : state;
  }
}
`,
  [`${dir}/machine.test.ts`]: `import { describe, expect, it } from 'vitest';
import { initialState, transition } from './machine';

describe('${slug} machine', () => {
  it('starts idle', () => {
    expect(initialState()).toEqual({ status: 'idle' });
  });

  it('runs from a wall-clock start and stops', () => {
    const running = transition(initialState(), { type: 'start', now: 1000 });
    expect(transition(running, { type: 'tick', now: 2500 })).toEqual({ status: 'running', startedAt: 1000, now: 2500 });
    expect(transition(running, { type: 'stop' })).toEqual({ status: 'idle' });
  });
});
`,
  [`${dir}/tool.tsx`]: `/** ${name} island. */
import { useReducer } from 'react';
import { useTicker } from '../../lib/clock/use-ticker';
import { initialState, transition } from './machine';

/** The ${name} tool. */
export default function ${component}() {
  const [state, dispatch] = useReducer(transition, undefined, initialState);
  useTicker(state.status === 'running', (now) => dispatch({ type: 'tick', now }));
  const isRunning = state.status === 'running';
  return (
    <section aria-label="${name}" className="mx-auto max-w-xl rounded-card border border-line bg-surface p-8">
      <button
        type="button"
        onClick={() => dispatch(isRunning ? { type: 'stop' } : { type: 'start', now: Date.now() })}
        className="rounded-full bg-primary px-6 py-3 font-medium text-primary-ink"
      >
        {isRunning ? 'Stop' : 'Start'}
      </button>
    </section>
  );
}
`,
  [`src/pages/${slug}.astro`]: `---
import ToolLayout from '../layouts/ToolLayout.astro';
import { meta } from '../tools/${slug}/meta';
import Tool from '../tools/${slug}/tool';
---

<ToolLayout meta={meta}><Tool client:load /></ToolLayout>
`,
  [`e2e/${slug}.spec.ts`]: `import { expect, test } from '@playwright/test';

test('${slug} starts and stops', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-01-01T08:00:00Z') });
  await page.goto('/${slug}');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
});
`,
};

const clash = Object.keys(files).filter((path) => existsSync(path));
if (clash.length) {
  console.error(`Refusing to overwrite: ${clash.join(', ')}`);
  process.exit(1);
}
mkdirSync(dir, { recursive: true });
for (const [path, text] of Object.entries(files)) writeFileSync(path, text);
console.log(
  `Created ${Object.keys(files).length} files for /${slug}. Next: fill in meta.ts, the machine and its tests, and write its guide in src/content/guides/${slug}-guide.md.`,
);
