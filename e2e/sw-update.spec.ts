import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { waitForIslands, portNear } from './helpers';

const PORT = portNear(96);
const DIST = 'dist-update';
const ORIGIN = `http://127.0.0.1:${PORT}`;

/**
 * A new deployment while two tabs are open: the visitor is offered the update, only the tab where they
 * chose Reload reloads, and a session running in the other tab goes on (issue: "an update that does
 * not strand old tabs"). The build is copied so the new service worker can be published mid-test.
 */
test('an update waits for the visitor and never reloads a tab with a running session', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  rmSync(DIST, { recursive: true, force: true });
  cpSync(process.env['STILLWELL_DIST'] || 'dist', DIST, { recursive: true });
  const startSite = async () => {
    const server = spawn('node', ['server/index.mjs'], {
      env: { ...process.env, STILLWELL_DIST: DIST, PORT: String(PORT), HOST: '127.0.0.1' },
    });
    await expect
      .poll(async () => (await fetch(`${ORIGIN}/`).catch(() => null))?.status, { timeout: 20_000 })
      .toBe(200);
    return server;
  };
  let site = await startSite();
  try {
    const context = await browser.newContext();
    const reader = await context.newPage();
    await reader.goto(`${ORIGIN}/guides`);
    await reader.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 15_000,
    });
    const breather = await context.newPage();
    await breather.goto(`${ORIGIN}/box-breathing`);
    await waitForIslands(breather);
    await breather.getByRole('button', { name: 'Play' }).click();

    // Deploy a new release: a changed service worker (without the old precompressed copies), served by
    // a restarted server, as a real deployment would be.
    site.kill('SIGTERM');
    await new Promise((resolve) => site.once('exit', resolve));
    appendFileSync(`${DIST}/client/sw.js`, '\n// next release\n');
    rmSync(`${DIST}/client/sw.js.br`, { force: true });
    rmSync(`${DIST}/client/sw.js.gz`, { force: true });
    site = await startSite();
    await reader.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const offer = reader.getByRole('status').getByText('A new version of Stillwell is ready.');
    await expect(offer).toBeVisible({ timeout: 15_000 });
    const breatherUrl = breather.url();
    let breatherReloaded = false;
    breather.on('framenavigated', () => (breatherReloaded = true));
    await Promise.all([
      reader.waitForEvent('framenavigated'),
      reader.getByRole('status').getByRole('button', { name: 'Reload' }).click(),
    ]);
    await expect(
      breather.getByText('Stillwell was updated. Reload when it suits you.'),
    ).toBeVisible();
    await expect(breather.getByRole('button', { name: 'Pause' })).toBeVisible();
    expect(breatherReloaded).toBe(false);
    expect(breather.url()).toBe(breatherUrl);
    await context.close();
  } finally {
    site.kill('SIGTERM');
    rmSync(DIST, { recursive: true, force: true });
  }
});
