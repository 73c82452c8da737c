import { describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_CLICK_HANDLER } from './notification-click';

type Listener = (event: unknown) => void;

/** Runs the handler's source in a fake worker scope with these open windows; returns a click. */
function loadHandler(windowUrls: string[]) {
  const listeners = new Map<string, Listener>();
  const windows = windowUrls.map((url) => ({ url, focus: vi.fn(async () => undefined) }));
  const clients = {
    matchAll: vi.fn(async () => windows),
    openWindow: vi.fn(async () => null),
  };
  const scope = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    clients,
  };
  new Function('self', NOTIFICATION_CLICK_HANDLER)(scope);
  const click = async (data: unknown) => {
    const close = vi.fn();
    let done: Promise<unknown> = Promise.resolve();
    listeners.get('notificationclick')?.({
      notification: { close, data },
      waitUntil: (promise: Promise<unknown>) => (done = promise),
    });
    await done;
    return close;
  };
  return { click, windows, clients };
}

describe('notificationclick in the service worker', () => {
  it('closes the notification and focuses the open tab of the tool', async () => {
    const { click, windows, clients } = loadHandler([
      'https://stillwell.example/',
      'https://stillwell.example/focus-timer',
    ]);
    const close = await click({ path: '/focus-timer' });
    expect(close).toHaveBeenCalled();
    expect(windows[1]?.focus).toHaveBeenCalled();
    expect(windows[0]?.focus).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens the tool when none of its tabs is open', async () => {
    const { click, clients } = loadHandler(['https://stillwell.example/']);
    await click({ path: '/eye-health-app' });
    expect(clients.openWindow).toHaveBeenCalledWith('/eye-health-app');
  });

  it('opens only paths of the site', async () => {
    const { click, clients } = loadHandler([]);
    await click({ path: 'https://elsewhere.example/' });
    await click(null);
    expect(clients.openWindow.mock.calls).toEqual([['/'], ['/']]);
  });
});
