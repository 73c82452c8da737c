import { describe, expect, it } from 'vitest';
import {
  INPUT_QUIET_MS,
  REMIND_LATER_MS,
  canShowInstallPrompt,
  getRemindAt,
  installWait,
} from './install-prompt';
import { INSTALL_DELAY_MS, isIosSafari } from './install-trigger';

const NOW = 1_750_000_000_000;
const base = { isInstalled: false, isDismissed: false, remindAt: null, now: NOW };

describe('install prompt rules', () => {
  it('waits 3 s and reminds after 24 h (docs/site.md#install-prompt)', () => {
    expect(INSTALL_DELAY_MS).toBe(3000);
    expect(REMIND_LATER_MS).toBe(86_400_000);
    expect(getRemindAt(NOW)).toBe(NOW + 86_400_000);
  });

  it.each([
    ['a fresh visitor', base, true],
    ['an installed app', { ...base, isInstalled: true }, false],
    ['a visitor who said Not Now', { ...base, isDismissed: true }, false],
    ['a reminder 1 ms in the future', { ...base, remindAt: NOW + 1 }, false],
    ['a reminder that is due', { ...base, remindAt: NOW }, true],
  ])('%s → %s', (_name, facts, expected) => {
    expect(canShowInstallPrompt(facts)).toBe(expected);
  });
});

describe('isIosSafari', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      5,
      true,
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/130.0 Mobile/15E148 Safari/604.1',
      5,
      false,
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
      5,
      true,
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
      0,
      false,
    ],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36', 0, false],
  ])('%s (%i touch points) → %s', (ua, touch, expected) => {
    expect(isIosSafari(ua, touch)).toBe(expected);
  });

  it('waits for a calm moment: no session or sound, no other dialog, no tap in the last 2 s', () => {
    const calm = { isSessionActive: false, hasOpenDialog: false, msSinceInput: Infinity };
    expect(INPUT_QUIET_MS).toBe(2000);
    expect(installWait(calm)).toBe('now');
    expect(installWait({ ...calm, isSessionActive: true })).toBe('session');
    expect(installWait({ ...calm, hasOpenDialog: true })).toBe('dialog');
    expect(installWait({ ...calm, isSessionActive: true, hasOpenDialog: true })).toBe('session');
    expect(installWait({ ...calm, msSinceInput: 500 })).toBe(1500);
    expect(installWait({ ...calm, msSinceInput: 2000 })).toBe('now');
  });
});
