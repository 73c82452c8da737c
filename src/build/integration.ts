/**
 * Build step after `astro build`: one island bundle per page (page-bundles.ts), the service worker
 * (Workbox) precaching every page and static asset, the security headers with the inline script
 * hashes, and brotli/gzip copies of text assets.
 */
import { appendFile, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { AstroIntegration } from 'astro';
import { generateSW } from 'workbox-build';
import { getAnalyticsOrigins, parseAnalyticsConfig } from '../lib/site/analytics';
import { NOT_FOUND_INSTALL_SCRIPT, notFoundOfflineRoute } from './not-found-offline';
import { NOTIFICATION_CLICK_HANDLER } from './notification-click';
import { bundlePages } from './page-bundles';
import { toPageUrl } from './precache';
import { buildSecurityHeaders, collectInlineScriptHashes } from './security-headers';
import { siteUrlWarning } from './site-url-warning';

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|xml|txt|json|webmanifest)$/;
/** Below this size compression gains nothing worth a file (bytes). */
const MIN_COMPRESS_BYTES = 1024;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

async function writeServiceWorker(clientDir: string): Promise<void> {
  const { count, size, warnings } = await generateSW({
    swDest: join(clientDir, 'sw.js'),
    globDirectory: clientDir,
    globPatterns: ['**/*.{html,js,css,svg,png,woff2,webmanifest,xml,txt}'],
    // Audio is cached on first use (runtime rule below), the social image is never needed offline.
    // The not-found page answers 404 under its own name (server/index.mjs), which would fail the install.
    globIgnores: ['sw.js', 'audio/**', 'og-image.png', '404.html', '**/*.{br,gz}'],
    manifestTransforms: [
      (entries) => ({
        manifest: entries.map((entry) => ({ ...entry, url: toPageUrl(entry.url) })),
        warnings: [],
      }),
    ],
    dontCacheBustURLsMatching: /^\/_astro\//,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    // An update waits for the visitor's "Reload" (src/scripts/sw-client.ts) so open tabs are not stranded.
    skipWaiting: false,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    navigateFallback: null,
    runtimeCaching: [
      {
        urlPattern: ({ url }) => url.pathname.startsWith('/audio/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'stillwell-audio',
          expiration: { maxEntries: 80 },
          // A media element asks for byte ranges: a range is cut from the cached whole file, and a 206 from
          // the network is passed on uncached (caching it threw, so Firefox's drone failed to load: issue 44).
          rangeRequests: true,
          cacheableResponse: { statuses: [200] },
          plugins: [
            {
              // A file not cached and not fetched (offline, or its page left while it loaded) gets a plain
              // 503: the sound bank treats it as unavailable (docs/architecture.md#offline); a rejected
              // answer made Firefox log a service worker error (issue 44). Serialized: literals only.
              handlerDidError: async () => new Response(null, { status: 503 }),
            },
          ],
        },
      },
      {
        // Hashed assets an old tab still asks for after an update.
        urlPattern: ({ url }) => url.pathname.startsWith('/_astro/'),
        handler: 'CacheFirst',
        options: { cacheName: 'stillwell-assets', expiration: { maxEntries: 200 } },
      },
      notFoundOfflineRoute,
    ],
  });
  const swPath = join(clientDir, 'sw.js');
  await writeFile(swPath, `${NOT_FOUND_INSTALL_SCRIPT}\n${await readFile(swPath, 'utf8')}`);
  // Session notifications bring their tool's tab forward when clicked (lib/notify).
  await appendFile(swPath, NOTIFICATION_CLICK_HANDLER);
  for (const warning of warnings) console.warn(`[service worker] ${warning}`);
  console.info(`[service worker] precaches ${count} files, ${(size / 1024).toFixed(0)} KB`);
}

async function writeHeaders(clientDir: string, serverDir: string, siteUrl: string): Promise<void> {
  const htmlFiles = (await listFiles(clientDir)).filter((file) => file.endsWith('.html'));
  const hashes = new Set<string>();
  for (const file of htmlFiles) {
    for (const hash of collectInlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(hash);
  }
  const headers = buildSecurityHeaders({
    scriptHashes: [...hashes],
    analyticsOrigins: getAnalyticsOrigins(parseAnalyticsConfig(process.env)),
    isHttps: siteUrl.startsWith('https:'),
  });
  await writeFile(
    join(serverDir, 'security-headers.json'),
    `${JSON.stringify(headers, null, 2)}\n`,
  );
}

async function precompress(clientDir: string): Promise<void> {
  let saved = 0;
  for (const file of await listFiles(clientDir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_COMPRESS_BYTES) continue;
    const body = await readFile(file);
    const brotli = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gzip = gzipSync(body, { level: 9 });
    if (brotli.length < body.length) await writeFile(`${file}.br`, brotli);
    if (gzip.length < body.length) await writeFile(`${file}.gz`, gzip);
    saved += body.length - brotli.length;
  }
  console.info(
    `[compress] brotli saves ${(saved / 1024).toFixed(0)} KB over ${relative(process.cwd(), clientDir)}`,
  );
}

/** The Astro integration that runs the build step. */
export function buildOutput(): AstroIntegration {
  let siteUrl = '';
  return {
    name: 'stillwell:build-output',
    hooks: {
      'astro:config:done': ({ config }) => {
        siteUrl = config.site ?? '';
      },
      'astro:build:done': async ({ dir }) => {
        const clientDir = fileURLToPath(dir);
        const serverDir = join(clientDir, '..', 'server');
        // First: the service worker precaches, and the headers and copies cover, the final files.
        const bundles = await bundlePages(clientDir);
        console.info(
          `[page bundles] ${new Set(bundles.pages.values()).size} island bundles for ${bundles.pages.size} pages, ${bundles.removed.length} chunks merged away`,
        );
        await writeServiceWorker(clientDir);
        await writeHeaders(clientDir, serverDir, siteUrl);
        await precompress(clientDir);
        // Names (never values) of the variables that held a test canary at build: e2e/secrets.spec.ts
        // checks the output for the canaries only after proving they were there to leak.
        const canaries = Object.keys(process.env).filter((name) =>
          /\bcanary-/.test(process.env[name] ?? ''),
        );
        await writeFile(join(serverDir, 'canaries-at-build.json'), JSON.stringify(canaries.sort()));
        // Last, so it is the build's closing words (yellow on a terminal).
        const warning = siteUrlWarning(siteUrl, process.env);
        const paint = (line: string) => (process.stdout.isTTY ? `\x1b[33m${line}\x1b[0m` : line);
        if (warning.length > 0) console.warn(`\n${warning.map(paint).join('\n')}\n`);
      },
    },
  };
}
