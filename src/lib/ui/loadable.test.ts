// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createLoadable } from './loadable';

describe('createLoadable', () => {
  it('loads once and keeps the module', async () => {
    const load = vi.fn(() => Promise.resolve({ name: 'part' }));
    const part = createLoadable(load);
    expect(part.get()).toBeUndefined();
    const [a, b] = await Promise.all([part.preload(), part.preload()]);
    expect(a).toBe(b);
    expect(part.get()).toEqual({ name: 'part' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('part');
    const part = createLoadable(load);
    await expect(part.preload()).rejects.toThrow('offline');
    await expect(part.preload()).resolves.toBe('part');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('useLoadable', () => {
  it('renders nothing until wanted, then the module once loaded, without any timer', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const { act, createElement } = await import('react');
    const { createRoot } = await import('react-dom/client');
    const { useLoadable } = await import('./loadable');
    vi.useFakeTimers();
    let resolve: (value: string) => void = () => undefined;
    const part = createLoadable(() => new Promise<string>((done) => (resolve = done)));
    const Probe = ({ isWanted }: { isWanted: boolean }) =>
      createElement('output', null, useLoadable(part, isWanted) ?? 'none');
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(createElement(Probe, { isWanted: false })));
    expect(container.textContent).toBe('none');
    await act(async () => root.render(createElement(Probe, { isWanted: true })));
    expect(container.textContent).toBe('none');
    await act(async () => resolve('loaded'));
    expect(container.textContent).toBe('loaded');
    act(() => root.unmount());
    vi.useRealTimers();
  });
});
