/** Browser-side spies and steps shared by the session timers' end-to-end tests. */
import type { Page } from '@playwright/test';
import { waitForIslands } from './helpers';

/** A tone the page handed to the audio clock: its pitch and how far ahead it was scheduled (s). */
export interface SpiedTone {
  readonly hz: number;
  /** Seconds between the call and the tone's start on the audio clock. */
  readonly aheadSec: number;
  /** The page's (fake) Date.now() when it was scheduled. */
  readonly calledAt: number;
}

/** Records every oscillator tone the page schedules; read them with `spiedTones`. */
export async function spyOnTones(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tones: SpiedTone[] = [];
    (window as unknown as { tones: SpiedTone[] }).tones = tones;
    const create = BaseAudioContext.prototype.createOscillator;
    BaseAudioContext.prototype.createOscillator = function createOscillator(
      this: BaseAudioContext,
    ) {
      const oscillator = create.call(this);
      const setValueAtTime = oscillator.frequency.setValueAtTime.bind(oscillator.frequency);
      oscillator.frequency.setValueAtTime = (value: number, time: number) => {
        tones.push({
          hz: value,
          aheadSec: time - oscillator.context.currentTime,
          calledAt: Date.now(),
        });
        return setValueAtTime(value, time);
      };
      return oscillator;
    };
  });
}

/** The tones scheduled so far. */
export function spiedTones(page: Page): Promise<SpiedTone[]> {
  return page.evaluate(() => (window as unknown as { tones: SpiedTone[] }).tones);
}

/**
 * Makes the page report itself hidden (`document.visibilityState`, `document.hidden`) from the start,
 * as a background tab or a locked phone does; `setHidden(page, false)` brings it back.
 */
export async function startHidden(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = window as unknown as { isTestHidden: boolean };
    scope.isTestHidden = true;
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (scope.isTestHidden ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', {
      configurable: true,
      get: () => scope.isTestHidden,
    });
  });
}

/** Switches the reported visibility and fires `visibilitychange`. */
export async function setHidden(page: Page, isHidden: boolean): Promise<void> {
  await page.evaluate((hidden) => {
    (window as unknown as { isTestHidden: boolean }).isTestHidden = hidden;
    document.dispatchEvent(new Event('visibilitychange'));
  }, isHidden);
}

/** A notification the page showed (through the service worker or `new Notification`). */
export interface SpiedNotification {
  readonly title: string;
  readonly body: string;
  readonly at: number;
}

/**
 * Replaces the Notification API with one whose permission is `permission` and whose prompt answers
 * `answer`; records prompts and notifications. Read them with `spiedNotifications`.
 */
export async function spyOnNotifications(
  page: Page,
  permission: NotificationPermission,
  answer: NotificationPermission = permission,
): Promise<void> {
  await page.addInitScript(
    ({ permission, answer }) => {
      const log = { shown: [] as SpiedNotification[], prompts: 0 };
      (window as unknown as { notifications: typeof log }).notifications = log;
      class FakeNotification extends EventTarget {
        static permission: NotificationPermission = permission;
        static async requestPermission() {
          log.prompts += 1;
          FakeNotification.permission = answer;
          return answer;
        }
        constructor(title: string, options: NotificationOptions = {}) {
          super();
          log.shown.push({ title, body: options.body ?? '', at: Date.now() });
        }
        close() {}
      }
      Object.defineProperty(window, 'Notification', {
        configurable: true,
        value: FakeNotification,
      });
      ServiceWorkerRegistration.prototype.showNotification = async function (title, options) {
        log.shown.push({ title, body: options?.body ?? '', at: Date.now() });
      };
    },
    { permission, answer },
  );
}

/** The notifications shown and how often the page asked for permission. */
export function spiedNotifications(
  page: Page,
): Promise<{ shown: SpiedNotification[]; prompts: number }> {
  return page.evaluate(
    () =>
      (window as unknown as { notifications: { shown: SpiedNotification[]; prompts: number } })
        .notifications,
  );
}

/** Reads and parses a localStorage key. */
export function readKey<T>(page: Page, key: string): Promise<T | null> {
  return page.evaluate((name) => {
    const raw = localStorage.getItem(name);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  }, key) as Promise<T | null>;
}

/**
 * Seeds `raw` under `key` before the first load (once: a reload keeps what the page did with it), then
 * opens `path`; returns what the storage module kept aside under `stillwell:backup:<key>`.
 */
export async function openWithCorrupt(
  page: Page,
  path: string,
  key: string,
  raw: string,
): Promise<void> {
  await page.addInitScript(
    ({ key, raw }) => {
      if (sessionStorage.getItem(`seeded:${key}`)) return;
      localStorage.setItem(key, raw);
      sessionStorage.setItem(`seeded:${key}`, '1');
    },
    { key, raw },
  );
  await page.goto(path);
}

/** The raw value the storage module kept aside for `key`, or null. */
export async function keptAside(page: Page, key: string): Promise<string | null> {
  const backup = await readKey<{ raw: string }>(page, `stillwell:backup:${key}`);
  return backup?.raw ?? null;
}

/** One entry of the practice log (`stillwell:site:practice-log`). */
export interface LoggedPractice {
  readonly tool: string;
  readonly startedAt: string;
  readonly endedAt: string;
  readonly seconds: number;
}

/** The practice log as the page has stored it. */
export function practiceLog(page: Page): Promise<LoggedPractice[]> {
  return page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('stillwell:site:practice-log') ?? '[]') as LoggedPractice[],
  );
}

/**
 * Leaves the page mid-session and comes back, as a phone that dropped a background tab does: `pagehide`
 * fires (the practice so far is logged), the page reloads from the server's HTML and hydrates. The fake
 * clock keeps its time across the reload when `page.clock.install` ran before the first load.
 */
export async function reloadMidSession(page: Page): Promise<void> {
  // The leaving page writes its practice so far in its pagehide handler, synchronously (use-session.ts);
  // tests still read the log with a poll, so a restore that logs in an effect is read once written.
  await page.reload();
  await waitForIslands(page);
}
