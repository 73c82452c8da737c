// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { logPractice, preparePracticeLog } from './log-practice';
import { readPracticeLog } from './practice-log';

describe('logPractice', () => {
  beforeEach(() => localStorage.clear());

  it('appends the entry to the stored practice log', async () => {
    const entry = {
      tool: 'box-breathing',
      startedAt: '2026-11-22T08:00:00.000Z',
      endedAt: '2026-11-22T08:05:00.000Z',
      seconds: 300,
    };
    await expect(logPractice(entry)).resolves.toEqual({ ok: true });
    expect(readPracticeLog()).toEqual([entry]);
  });

  it('logs synchronously once prepared (for pagehide handlers)', async () => {
    await preparePracticeLog();
    const entry = {
      tool: 'sound-bowl',
      startedAt: '2026-11-22T09:00:00.000Z',
      endedAt: '2026-11-22T09:05:00.000Z',
      seconds: 300,
    };
    expect(logPractice(entry)).toEqual({ ok: true });
    expect(readPracticeLog()).toEqual([entry]);
  });
});
