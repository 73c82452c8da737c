import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Layers that point down (docs/architecture.md#layers): for each folder of src, the folders of src it
 * may not import. Relative specifiers are matched exactly: a file k folders below src reaches src/<x>
 * through k times '../', so one block per depth tells `src/site` from `src/lib/site`.
 */
const LAYERS = {
  lib: ['components', 'tools', 'site', 'scripts', 'server', 'build', 'pages', 'layouts'],
  components: ['tools', 'site', 'scripts', 'server', 'build', 'pages', 'layouts'],
  tools: ['site', 'scripts', 'server', 'build', 'pages', 'layouts'],
  scripts: ['components', 'tools', 'site', 'server', 'build', 'pages', 'layouts'],
  site: ['scripts', 'server', 'build', 'pages', 'layouts'],
  layouts: ['server', 'build', 'pages'],
  pages: ['server', 'build'],
};
const MAX_DEPTH = 6;
const SOURCE = '*.{ts,tsx,mts,js,mjs,astro}';

/** One block per folder and depth: no-restricted-imports with the exact specifiers that point up. */
function layerBlocks() {
  const blocks = [];
  for (const [dir, forbidden] of Object.entries(LAYERS)) {
    for (let depth = 1; depth <= MAX_DEPTH; depth += 1) {
      const up = '\\.\\./'.repeat(depth);
      const message = `src/${dir} sits below src/{${forbidden.join(',')}}: imports point down (docs/architecture.md#layers).`;
      blocks.push({
        files: [`src/${dir}/${'*/'.repeat(depth - 1)}${SOURCE}`],
        // Tests may assemble layers to check them together; the API routes are the server's door.
        ignores: ['**/*.test.{ts,tsx}', 'src/pages/api/**'],
        rules: {
          'no-restricted-imports': [
            'error',
            { patterns: [{ regex: `^(\\./)?${up}(${forbidden.join('|')})(/|$)`, message }] },
          ],
          // A dynamic import() points down too. why \W for '/': a selector's regex cannot hold a slash.
          'no-restricted-syntax': [
            'error',
            {
              selector: `ImportExpression[source.value=/^(\\.\\W)?(\\.\\.\\W){${depth}}(${forbidden.join('|')})(\\W|$)/]`,
              message,
            },
          ],
        },
      });
    }
  }
  return blocks;
}

/**
 * Tests may assemble lower layers with the server's content or the site's storage groups, but a test of
 * src/lib or src/components never reaches up into a tool: what it checks of a tool lives beside the tools.
 */
const TESTS_BELOW_TOOLS = {
  files: ['src/lib/**/*.test.{ts,tsx}', 'src/components/**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(\\.\\./)+tools(/|$)',
            message:
              'A test of src/lib or src/components does not import src/tools: layers point down (docs/architecture.md#layers).',
          },
        ],
      },
    ],
  },
};

/** What a machine may not reach for (docs/glossary.md#machine): React, hooks, storage, the DOM, the clock. */
const MACHINE_PURITY = {
  files: ['src/**/machine.ts'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^react(-dom)?(/|$)',
            message: 'A machine is pure: no React (docs/glossary.md#machine).',
          },
          {
            regex: '(^|/)use-[a-z-]+$',
            // A hook module's types (SessionMachine, PlannedTone) are erased; its code is not allowed.
            allowTypeImports: true,
            message: 'A machine is pure: hooks belong to the island (docs/glossary.md#machine).',
          },
          {
            regex: '(^|/)storage(/|$)',
            message:
              'A machine is pure: the island reads and writes storage (docs/glossary.md#machine).',
          },
        ],
      },
    ],
    'no-restricted-globals': [
      'error',
      ...[
        'window',
        'document',
        'navigator',
        'location',
        'localStorage',
        'sessionStorage',
        'setTimeout',
        'setInterval',
        'requestAnimationFrame',
        'fetch',
        'performance',
        'AudioContext',
      ].map((name) => ({
        name,
        message: `A machine is pure: no ${name}; time and the world enter as event data (docs/glossary.md#machine).`,
      })),
    ],
    'no-restricted-syntax': [
      'error',
      {
        selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
        message: 'A machine is pure: the time comes in the event (`now`), not from Date.now().',
      },
      {
        selector: "NewExpression[callee.name='Date'][arguments.length=0]",
        message: 'A machine is pure: the time comes in the event (`now`), not from new Date().',
      },
      {
        selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
        message: 'A machine is pure: chance comes in the event (a roll), not from Math.random().',
      },
    ],
  },
};

/**
 * Short islands (docs/style.md#short-islands): a component is at most 120 lines, its parts named for what
 * they show. Counted as written, comments and blank lines included, as a reader meets them.
 */
const SHORT_COMPONENTS = {
  files: ['src/**/*.tsx'],
  ignores: ['src/**/*.test.tsx'],
  rules: { 'max-lines-per-function': ['error', { max: 120, IIFEs: true }] },
};

export default defineConfig(
  {
    ignores: [
      'dist/',
      'dist-*/',
      '.astro/',
      'node_modules/',
      'reports/',
      'test-results/',
      'public/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strict,
  astro.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  ...layerBlocks(),
  TESTS_BELOW_TOOLS,
  MACHINE_PURITY,
  SHORT_COMPONENTS,
);
