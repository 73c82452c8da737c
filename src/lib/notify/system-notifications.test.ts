// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getNotificationPermission, requestNotificationPermission } from './permission';
import { NOTIFICATION_ICON, showSystemNotification } from './system-notifications';
import { toNotificationStatus } from './use-system-notifications';

const NOTE = {
  title: 'Focus session complete',
  body: 'Time for a break.',
  tag: 'focus',
  path: '/focus-timer',
};

/** A fake Notification class whose permission and prompt answer a test sets. */
function installNotification(permission: NotificationPermission, answer = permission) {
  const shown: { title: string; options: NotificationOptions }[] = [];
  class FakeNotification extends EventTarget {
    static permission = permission;
    static requestPermission = vi.fn(async () => {
      FakeNotification.permission = answer;
      return answer;
    });
    close = vi.fn();
    constructor(title: string, options: NotificationOptions) {
      super();
      shown.push({ title, options });
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, FakeNotification };
}

function installWorker(registration: Partial<ServiceWorkerRegistration> | undefined) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(async () => registration) },
  });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('system notifications', () => {
  it('says unsupported where the browser has none', async () => {
    vi.stubGlobal('Notification', undefined);
    expect(getNotificationPermission()).toBe('unsupported');
    expect(await showSystemNotification(NOTE)).toBe(false);
  });

  it('asks only while the permission is undecided, and never again once denied', async () => {
    const { FakeNotification } = installNotification('default', 'granted');
    expect(await requestNotificationPermission()).toBe('granted');
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    const denied = installNotification('denied');
    expect(await requestNotificationPermission()).toBe('denied');
    expect(denied.FakeNotification.requestPermission).not.toHaveBeenCalled();
  });

  it('shows nothing without permission', async () => {
    const { shown } = installNotification('default');
    const showNotification = vi.fn(async () => undefined);
    installWorker({ active: {} as ServiceWorker, showNotification });
    expect(await showSystemNotification(NOTE)).toBe(false);
    expect(shown).toHaveLength(0);
    expect(showNotification).not.toHaveBeenCalled();
  });

  it('goes through the active service worker, with the page to open on click', async () => {
    const { shown } = installNotification('granted');
    const showNotification = vi.fn(async () => undefined);
    installWorker({ active: {} as ServiceWorker, showNotification });
    expect(await showSystemNotification(NOTE)).toBe(true);
    expect(showNotification).toHaveBeenCalledWith('Focus session complete', {
      body: 'Time for a break.',
      tag: 'focus',
      icon: NOTIFICATION_ICON,
      data: { path: '/focus-timer' },
    });
    expect(shown).toHaveLength(0);
  });

  it('falls back to new Notification without an active worker, or when the worker fails', async () => {
    const { shown } = installNotification('granted');
    installWorker(undefined);
    expect(await showSystemNotification(NOTE)).toBe(true);
    installWorker({
      active: {} as ServiceWorker,
      showNotification: vi.fn(async () => Promise.reject(new Error('no'))),
    });
    expect(await showSystemNotification(NOTE)).toBe(true);
    expect(shown.map((note) => note.title)).toEqual([NOTE.title, NOTE.title]);
    expect(shown[0]?.options.data).toEqual({ path: '/focus-timer' });
  });

  it('reports failure when the browser refuses to construct one (Chrome on Android)', async () => {
    const IllegalNotification = function () {
      throw new TypeError('Illegal constructor');
    };
    vi.stubGlobal('Notification', Object.assign(IllegalNotification, { permission: 'granted' }));
    installWorker(undefined);
    expect(await showSystemNotification(NOTE)).toBe(false);
  });

  it.each([
    [false, 'granted', false, 'off'],
    [true, 'granted', false, 'on'],
    [true, 'default', false, 'off'],
    [false, 'denied', false, 'off'],
    [false, 'denied', true, 'blocked'],
    [true, 'denied', false, 'blocked'],
    [true, 'unsupported', true, 'unsupported'],
  ] as const)(
    'opted in %s, permission %s, tried %s: the switch shows %s',
    (isOptedIn, permission, hasTried, status) => {
      expect(toNotificationStatus(isOptedIn, permission, hasTried)).toBe(status);
    },
  );
});
