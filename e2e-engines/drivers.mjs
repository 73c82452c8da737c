/**
 * One small page API over two WebDriver clients, so the checks read the same in every engine:
 * Firefox ESR through Puppeteer over WebDriver BiDi, WebKitGTK's MiniBrowser through selenium-webdriver
 * against `WebKitWebDriver` (classic W3C WebDriver). Page functions are passed as functions and run in
 * the page; finders return one element, which is then clicked or typed into by the driver itself (a real
 * gesture, so audio may start).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../scripts/free-port.mjs';
import { startConsoleProxy } from './console-proxy.mjs';

export const FIREFOX_PATH = '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB_PATH = '/usr/bin/Xvfb';

/** Safari on an iPhone (iOS 18.5), the phone pass's user agent. */
export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
/** The phone pass's layout width (CSS px), an iPhone 12 to 16's. */
export const PHONE_WIDTH = 390;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How long a tap waits for its element to appear, as Playwright's actions do: a step a flow reaches
 * through a lazily loaded part (the book builder's length cards after Continue) may take a moment on a
 * loaded machine; found at once, no time is spent.
 */
const ELEMENT_WAIT_MS = 5_000;

/** Waits until `read()` gives a truthy value, or throws `message` with the last value after `timeoutMs`. */
export async function waitFor(read, message, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  let last;
  for (;;) {
    try {
      last = await read();
      if (last) return last;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() > until) throw new Error(`${message} (last: ${JSON.stringify(last)})`);
    await sleep(150);
  }
}

/** Starts a program and resolves once `isReady` is true, or rejects when it exits first. */
function startProgram(command, args, env) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

/** Starts Xvfb on a free display and gives its name (":N"). */
async function startXvfb() {
  const xvfb = spawn(
    XVFB_PATH,
    ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  const display = await new Promise((resolve, reject) => {
    let text = '';
    xvfb.stdout.on('data', (chunk) => {
      text += chunk;
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb ended (${code}) before it gave a display`)));
  });
  return { display, stop: () => xvfb.kill() };
}

/**
 * docs/browsers.md#left-behind-loads: Firefox reports a load the page being left still had under way (a
 * sound, the favicon), cut off by the navigation, as an error of the page that replaces it. Only that
 * message, and only between a navigation's start and the new page's load, is the old page's.
 */
const isLeftBehind = (message) =>
  /^Failed to load ‘[^’]+’\. A ServiceWorker intercepted the request and encountered an unexpected error\.$/.test(
    message,
  );

/** Firefox ESR through Puppeteer (WebDriver BiDi). */
export async function openFirefox({ origin, width = 1280, height = 900 }) {
  const { default: puppeteer } = await import('puppeteer-core');
  const home = mkdtempSync(join(tmpdir(), 'stillwell-firefox-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    userDataDir: join(home, 'profile'),
    extraPrefsFirefox: { 'media.autoplay.default': 0 },
  });
  // why a plain proxy in front of the site: the offline flow cuts the site off there, for the page and its
  // service worker alike (an emulated offline page may still let the worker reach the network)
  const proxy = await startConsoleProxy({
    target: origin,
    port: await freePort(),
    isRecording: false,
  });
  let context = browser.defaultBrowserContext();
  let page = await context.newPage();
  let errors = [];
  /** True from a navigation's start to the new page's load: see `isLeftBehind`. */
  let isLeaving = false;
  const watch = (target) => {
    target.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
    });
    target.on('pageerror', (error) => {
      if (!(isLeaving && isLeftBehind(error.message))) errors.push(`uncaught: ${error.message}`);
    });
  };
  watch(page);
  await page.setViewport({ width, height });
  return {
    engine: 'firefox',
    version: await browser.version(),
    async open(path) {
      isLeaving = true;
      await page
        .goto(`${proxy.origin}${path}`, { waitUntil: 'load' })
        .finally(() => (isLeaving = false));
    },
    async reload() {
      await page.reload({ waitUntil: 'load' });
    },
    run: (fn, ...args) => page.evaluate(fn, ...args),
    async exists(finder, ...args) {
      return (await page.evaluateHandle(finder, ...args)).asElement() !== null;
    },
    /** No sound card here: Firefox keeps every AudioContext suspended, so audio is checked in WebKit. */
    hasAudioOutput: false,
    async click(finder, ...args) {
      const element = await waitFor(
        async () => (await page.evaluateHandle(finder, ...args)).asElement(),
        `nothing to click (${finder.name || 'finder'} ${args.join(' ')})`,
        ELEMENT_WAIT_MS,
      );
      await element.click();
    },
    /** Chooses the option `finder` gives in its native select (input and change fire, as a pick does). */
    async choose(finder, ...args) {
      const option = (await page.evaluateHandle(finder, ...args)).asElement();
      if (!option)
        throw new Error(`no option to choose (${finder.name || 'finder'} ${args.join(' ')})`);
      const select = (
        await option.evaluateHandle((element) => element.closest('select'))
      ).asElement();
      if (!select) throw new Error('the option is in no select');
      await select.select(await option.evaluate((element) => element.value));
    },
    async type(finder, lines, { isSent = false } = {}) {
      const element = (await page.evaluateHandle(finder)).asElement();
      if (!element) throw new Error('nothing to type into');
      await element.focus();
      for (const [index, line] of lines.entries()) {
        if (index > 0) {
          await page.keyboard.down('Shift');
          await page.keyboard.press('Enter');
          await page.keyboard.up('Shift');
        }
        await page.keyboard.type(line);
      }
      if (isSent) await page.keyboard.press('Enter');
    },
    /** Presses a key where the focus is ('Escape'). */
    async press(key) {
      await page.keyboard.press(key);
    },
    /** A new, empty profile's worth of state: a fresh browser context (no storage, no workers). */
    async fresh() {
      if (context !== browser.defaultBrowserContext()) await context.close();
      context = await browser.createBrowserContext();
      page = await context.newPage();
      watch(page);
      await page.setViewport({ width, height });
    },
    takeErrors() {
      const taken = errors;
      errors = [];
      return taken;
    },
    /** Cuts the site off (true), or brings it back (false). */
    offline(isOffline) {
      proxy.setOffline(isOffline);
    },
    async close() {
      await browser.close().catch(() => {});
      proxy.close();
      rmSync(home, { recursive: true, force: true });
    },
  };
}

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver, in Xvfb when there is no display. WebDriver classic has
 * no console, so the page reaches the browser through a proxy that adds a recorder of errors
 * (console-proxy.mjs). `isPhone` sets an iPhone user agent and a 390 px layout width.
 */
export async function openWebKit({ origin, port, isPhone = false }) {
  const { Builder, Key } = await import('selenium-webdriver');
  const xvfb = process.env.DISPLAY ? null : await startXvfb();
  let proxy = await startConsoleProxy({ target: origin, port: port + 1 });
  const driverPort = port + 2;
  // why: MiniBrowser's toolbar holds its window to 447 px or more; GTK styles that shrink the toolbar
  // (never the page) let the phone pass's window be 390 px wide
  const gtkConfig = mkdtempSync(join(tmpdir(), 'stillwell-webkit-'));
  mkdirSync(join(gtkConfig, 'gtk-3.0'));
  writeFileSync(
    join(gtkConfig, 'gtk-3.0', 'gtk.css'),
    '* { font-size: 1px; min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; }\n',
  );
  const env = {
    ...process.env,
    ...(xvfb ? { DISPLAY: xvfb.display } : {}),
    ...(isPhone ? { XDG_CONFIG_HOME: gtkConfig } : {}),
  };
  const driverProcess = startProgram(WEBKIT_DRIVER_PATH, [`--port=${driverPort}`], env);
  const stopAll = () => {
    driverProcess.child.kill();
    proxy.close();
    xvfb?.stop();
    rmSync(gtkConfig, { recursive: true, force: true });
  };
  // a runner that crashes still ends the driver and the display it started
  process.once('exit', stopAll);
  try {
    await waitFor(
      () => fetch(`http://127.0.0.1:${driverPort}/status`).then((response) => response.ok),
      `WebKitWebDriver did not start: ${driverProcess.output()}`,
      15_000,
    );
    const args = ['--automation', ...(isPhone ? [`--user-agent=${IPHONE_UA}`] : [])];
    const driver = await new Builder()
      .usingServer(`http://127.0.0.1:${driverPort}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args },
      })
      .build();
    await driver
      .manage()
      .window()
      .setRect(isPhone ? { width: PHONE_WIDTH, height: 844 } : { width: 1280, height: 900 });
    const version = (await driver.getCapabilities()).get('browserVersion');
    const script = (fn) => `return (${fn.toString()}).apply(null, arguments)`;
    const run = (fn, ...args) => driver.executeScript(script(fn), ...args);
    let errors = [];
    /** The page's recorded errors, read before it is left. */
    const collect = async () => {
      const found = await run(() => {
        const recorded = window.__engineErrors ?? [];
        window.__engineErrors = [];
        return recorded;
      }).catch(() => []);
      errors.push(...found);
    };
    const element = (finder, args) =>
      waitFor(
        () => run(finder, ...args),
        `nothing found (${finder.name || 'finder'} ${args.join(' ')})`,
        ELEMENT_WAIT_MS,
      );
    /**
     * Runs a WebDriver command on an element, naming the element when it fails (WebKitWebDriver's
     * errors come without a message, so a refused click reported a blank line).
     */
    const naming = async (finder, args, command) => {
      try {
        return await command();
      } catch (error) {
        const what = `${finder.name || 'finder'} ${args.join(' ')}`;
        throw new Error(`${error.name}: ${error.message || 'refused'} (${what})`, { cause: error });
      }
    };
    return {
      engine: isPhone ? 'webkit-phone' : 'webkit',
      version: `MiniBrowser (WebKitGTK) ${version}`,
      async open(path) {
        await collect();
        await driver.get(`${proxy.origin}${path}`);
        // An iPhone is offered Add to Home Screen 3 s into a calm page; this visitor has answered it
        // before, so the offer's dialog never takes the flows' taps.
        if (isPhone)
          await run(() => localStorage.setItem('stillwell:site:install-dismissed', 'true'));
      },
      async reload() {
        await collect();
        await driver.navigate().refresh();
      },
      run,
      async exists(finder, ...args) {
        return Boolean(await run(finder, ...args));
      },
      hasAudioOutput: true,
      /**
       * Brings the element to the middle of the page, as a visitor scrolls to what they tap, then clicks
       * it. why: WebKitWebDriver's own scroll into view judges what is on screen with the page's
       * `scroll-padding-top` (5rem) added at the bottom edge: a control wholly off screen but less than
       * 80 px below it counts as shown, is not scrolled to, and its click fails with
       * ElementNotInteractable (the yoga planner's Stop 5 px under the fold of a 900 px window, the
       * exercise planner's Add; the bowl's quick timers, 27 px above the fold, once the page sits 30 px
       * lower). With no scroll padding the driver scrolls them itself.
       */
      async click(finder, ...args) {
        const target = await element(finder, args);
        await run(
          (found) =>
            found.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' }),
          target,
        );
        await naming(finder, args, () => target.click());
      },
      /** Chooses the option `finder` gives: WebDriver's click on an option picks it in its select. */
      async choose(finder, ...args) {
        const option = await element(finder, args);
        await naming(finder, args, () => option.click());
      },
      async type(finder, lines, { isSent = false } = {}) {
        const box = await element(finder, []);
        for (const [index, line] of lines.entries()) {
          // a modifier key toggles: Shift down, Enter (a new line, not a send), Shift up
          if (index > 0) await box.sendKeys(Key.SHIFT, Key.ENTER, Key.SHIFT);
          await box.sendKeys(line);
        }
        if (isSent) await box.sendKeys(Key.ENTER);
      },
      /** Presses a key where the focus is ('Escape'). */
      async press(key) {
        const keys = { Escape: Key.ESCAPE };
        if (!keys[key]) throw new Error(`no key ${key} in the WebKit driver`);
        await driver.switchTo().activeElement().sendKeys(keys[key]);
      },
      /** Forgets the origin's workers, caches and storage, as a first visit finds them. */
      /**
       * A new, empty profile's worth of state: the same site behind a new proxy on a port of its own, so
       * a new origin with no storage, caches or service worker. why not clear the old origin: WebKitGTK's
       * `unregister()` and `caches.delete()` hung past any script timeout (30 s, 120 s) when called
       * while the worker was still precaching, right after the routes' sweep; the old proxy is closed
       * so that worker's install fails and stops loading.
       */
      async fresh() {
        await collect();
        const left = proxy;
        proxy = await startConsoleProxy({ target: origin, port: await freePort() });
        await driver.get(`${proxy.origin}/robots.txt`);
        left.close();
      },
      /** Cuts the site off (true), or brings it back (false). */
      offline(isOffline) {
        proxy.setOffline(isOffline);
      },
      async takeErrors() {
        await collect();
        const taken = errors;
        errors = [];
        return taken;
      },
      async close() {
        await driver.quit().catch(() => {});
        stopAll();
      },
    };
  } catch (error) {
    stopAll();
    throw error;
  }
}
