import type { Page } from '@playwright/test';

/** Wednesday 25 November 2026, noon in London: the fixed "now" of the journal tests. */
export const NOW = new Date('2026-11-25T12:00:00Z');

/** A session from a London wall-clock start (GMT in November) lasting `minutes`, all practised. */
function session(tool: string, start: string, minutes: number) {
  const startedAt = new Date(`${start}Z`);
  return {
    tool,
    startedAt: startedAt.toISOString(),
    endedAt: new Date(startedAt.getTime() + minutes * 60_000).toISOString(),
    seconds: minutes * 60,
  };
}

/**
 * A log whose totals are known: this week (from Monday 23 Nov) 40 min in 3 sessions (plus 10 min of
 * a session that began on Sunday 23:50), this month 1 h 10 min in 5 sessions, a 4-day streak.
 */
export const SEEDED_LOG = [
  session('sound-bowl', '2026-10-31T09:00:00', 30),
  session('sound-mixer', '2026-11-02T19:00:00', 20),
  session('rain-meditation', '2026-11-22T23:50:00', 20),
  session('box-breathing', '2026-11-23T08:00:00', 10),
  session('sound-bowl', '2026-11-24T08:00:00', 15),
  session('box-breathing', '2026-11-25T07:30:00', 5),
];

/** Stores `entries` (key → stored string) before the first page of the context loads, once per tab. */
export async function seedStorage(page: Page, entries: Record<string, string>): Promise<void> {
  await page.addInitScript((seed) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    for (const [key, value] of Object.entries(seed)) localStorage.setItem(key, value);
    sessionStorage.setItem('e2e-seeded', '1');
  }, entries);
}

/** Every localStorage key and value, sorted by key. */
export async function readLocalStorage(page: Page): Promise<[string, string][]> {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .sort()
      .map((key): [string, string] => [key, localStorage.getItem(key) ?? '']),
  );
}
