// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

const shown = vi.hoisted(() => [] as string[]);
vi.mock('./notices-client', () => ({
  showNotice: (notice: { message: string }) => shown.push(notice.message),
}));
vi.mock('../lib/hydration/when-settled', () => ({ whenSettled: (work: () => void) => work() }));

/** A stand-in for navigator.serviceWorker whose worker installs when the test says. */
function fakeContainer(controller: object | null) {
  const container = Object.assign(new EventTarget(), { controller });
  const registration = Object.assign(new EventTarget(), {
    waiting: null,
    installing: null as (EventTarget & { state: string }) | null,
    active: controller as object | null,
  });
  const registered = Promise.resolve(registration);
  Object.assign(container, { register: () => registered });
  /** A worker is found, and reaches "installed" after `before` (given the worker) has run. */
  const install = async (before: (worker: object) => void) => {
    await registered;
    const worker = Object.assign(new EventTarget(), { state: 'installing', postMessage() {} });
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    before(worker);
    worker.state = 'installed';
    worker.dispatchEvent(new Event('statechange'));
  };
  return { container, registration, install };
}

async function start(controller: object | null) {
  const fake = fakeContainer(controller);
  Object.defineProperty(navigator, 'serviceWorker', { value: fake.container, configurable: true });
  vi.resetModules();
  const { initServiceWorker } = await import('./sw-client');
  initServiceWorker();
  return fake;
}

describe('the service worker client (docs/browsers.md#service-worker-updates)', () => {
  afterEach(() => {
    shown.length = 0;
  });

  it('a first visit is not an update, even when the worker claims the page before "installed" (WebKit)', async () => {
    const { container, registration, install } = await start(null);
    // WebKit: the first worker is active and controls the page before its "installed" arrives.
    await install((worker) => {
      Object.assign(container, { controller: worker });
      Object.assign(registration, { active: worker });
    });
    expect(shown).toEqual([]);
  });

  it('a page an earlier worker controlled is offered the new version', async () => {
    const { install } = await start({});
    await install(() => undefined);
    expect(shown).toEqual(['A new version of Stillwell is ready.']);
  });
});
