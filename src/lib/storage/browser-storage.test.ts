import { describe, expect, it } from 'vitest';
import {
  getPersistence,
  getUsageEstimate,
  isWebKitWithoutChromium,
  requestPersistence,
} from './browser-storage';

describe('isWebKitWithoutChromium (Safari’s 7-day rule)', () => {
  it.each([
    [
      'Safari on a Mac',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      true,
    ],
    [
      'Safari on an iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      true,
    ],
    [
      'Chrome on an iPhone (WebKit underneath)',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
      true,
    ],
    [
      'Chrome on a desktop',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      false,
    ],
    [
      'Edge',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      false,
    ],
    [
      'Chrome on Android',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      false,
    ],
    [
      'Firefox on a desktop',
      'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      false,
    ],
  ])('%s → %s', (_, userAgent, expected) => {
    expect(isWebKitWithoutChromium(userAgent)).toBe(expected);
  });
});

describe('without the Storage API (a server or an old browser)', () => {
  it('answers instead of throwing', async () => {
    await expect(getPersistence()).resolves.toBe('unsupported');
    await expect(requestPersistence()).resolves.toBe('unsupported');
    await expect(getUsageEstimate()).resolves.toBeNull();
  });
});
