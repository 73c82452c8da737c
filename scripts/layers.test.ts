import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** The project's own ESLint configuration (eslint.config.js), as `npm run check` runs it. */
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

/** The layer and purity rules a snippet breaks, at the path it is linted as. */
async function brokenRules(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .map((message) => message.ruleId ?? message.message)
    .filter((rule) =>
      [
        'no-restricted-imports',
        '@typescript-eslint/no-restricted-imports',
        'no-restricted-globals',
        'no-restricted-syntax',
      ].includes(rule),
    );
}

const LAYER = ['no-restricted-imports'];

// Loading the configuration and its plugins takes a while on a busy machine; do it once, up front.
beforeAll(async () => {
  await eslint.lintText('', { filePath: 'src/lib/random.ts' });
}, 120_000);

describe('layers point down (docs/architecture.md#layers)', () => {
  it.each([
    ['src/lib/site/nav.ts', "import { TOOLS } from '../../tools/registry';"],
    ['src/lib/storage/registry.ts', "import { TOOLS } from '../../site/nav';"],
    ['src/lib/random.ts', "import { Button } from './../components/ui/button';"],
    ['src/lib/audio/library/sounds/rain.ts', "import { meta } from '../../../../tools/x/meta';"],
    ['src/components/chat/portrait.tsx', "import type { Hue } from '../../tools/define-tool';"],
    ['src/components/site/Footer.ts', "import { navOf } from '../../site/nav';"],
    ['src/tools/sound-bowl/tool.tsx', "import { AiError } from '../../server/ai/errors';"],
    [
      'src/tools/sound-bowl/parts/x.tsx',
      "import { bundlePages } from '../../../build/page-bundles';",
    ],
    ['src/scripts/site-client.ts', "import { Button } from '../components/ui/button';"],
    ['src/site/nav.ts', "import { service } from '../server/ai/service';"],
    ['src/layouts/BaseLayout.ts', "import { x } from '../server/config';"],
    // a test of a lower layer does not reach up into a tool either
    [
      'src/lib/storage/data-file.test.ts',
      "import { VOLUME_KEY } from '../../tools/sound-bowl/storage';",
    ],
    ['src/components/chat/x.test.tsx', "import { KEY } from '../../tools/x/storage';"],
  ])('%s may not import: %s', async (path, code) => {
    expect(await brokenRules(path, code)).toEqual(LAYER);
  });

  it.each([
    ['src/components/your-data/x.tsx', "await import('../../site/check-backup');"],
    ['src/lib/site/x.ts', "export const load = () => import('../../tools/registry');"],
    ['src/tools/sound-bowl/parts/x.tsx', "await import('../../../server/ai/errors');"],
  ])('%s may not load: %s', async (path, code) => {
    expect(await brokenRules(path, code)).toEqual(['no-restricted-syntax']);
  });

  it.each([
    ['src/site/your-data-island.tsx', "await import('./check-backup');"],
    ['src/tools/sound-mixer/x.tsx', "await import('../../lib/audio/sound-bank');"],
    ['src/components/chat/x.tsx', "await import('./composer');"],
  ])('%s may load: %s', async (path, code) => {
    expect(await brokenRules(path, code)).toEqual([]);
  });

  it.each([
    ['src/lib/site/legal.ts', "import { readStored } from '../storage/storage';"],
    ['src/lib/storage/registry.ts', "import { getSiteUrl } from '../site/config';"],
    ['src/lib/storage/registry.ts', "import type { ToolMeta } from '../tool-meta';"],
    ['src/components/chat/portrait.tsx', "import type { Hue } from '../../lib/tool-meta';"],
    ['src/site/nav.ts', "import { TOOLS } from '../tools/registry';"],
    ['src/layouts/BaseLayout.ts', "import { navOf } from '../site/nav';"],
    ['src/pages/api/ai/chat.ts', "import { x } from '../../../server/ai/service';"],
  ])('%s may import: %s', async (path, code) => {
    expect(await brokenRules(path, code)).toEqual([]);
  });
});

describe('machines are pure (docs/glossary.md#machine)', () => {
  const MACHINE = 'src/tools/box-breathing/machine.ts';

  it.each([
    ["import { useState } from 'react';", '@typescript-eslint/no-restricted-imports'],
    ["import { createRoot } from 'react-dom/client';", '@typescript-eslint/no-restricted-imports'],
    [
      "import { readStored } from '../../lib/storage/storage';",
      '@typescript-eslint/no-restricted-imports',
    ],
    ["import { SOUND_KEY } from './storage';", '@typescript-eslint/no-restricted-imports'],
    [
      "import { useSession } from '../../lib/session/use-session';",
      '@typescript-eslint/no-restricted-imports',
    ],
    ['export const width = () => window.innerWidth;', 'no-restricted-globals'],
    ["export const read = () => localStorage.getItem('x');", 'no-restricted-globals'],
    ['export const later = () => setTimeout(() => undefined, 1);', 'no-restricted-globals'],
    ['export const now = () => Date.now();', 'no-restricted-syntax'],
    ['export const today = () => new Date();', 'no-restricted-syntax'],
    ['export const roll = () => Math.random();', 'no-restricted-syntax'],
  ])('refuses %s', async (code, rule) => {
    expect(await brokenRules(MACHINE, code)).toEqual([rule]);
  });

  it('takes types from a hook module, and time as data', async () => {
    const code = [
      "import type { SessionMachine } from '../../lib/session/use-session';",
      'export type M = SessionMachine<number, { type: "tick"; now: number }>;',
      'export const dayOf = (now: number) => new Date(now).getDay();',
    ].join('\n');
    expect(await brokenRules(MACHINE, code)).toEqual([]);
  });

  it('leaves the island free to use React and storage', async () => {
    const code = "import { useState } from 'react';\nimport { SOUND_KEY } from './storage';";
    expect(await brokenRules('src/tools/box-breathing/tool.tsx', code)).toEqual([]);
  });
});
