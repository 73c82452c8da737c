import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves in a later task, after work already queued, without any timer', async () => {
    vi.useFakeTimers();
    const order: string[] = [];
    const queued = new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        order.push('queued task');
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
    const yielded = yieldToMain().then(() => order.push('after yield'));
    await Promise.resolve();
    expect(order).toEqual([]);
    await Promise.all([queued, yielded]);
    expect(order).toEqual(['queued task', 'after yield']);
    vi.useRealTimers();
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });
});
