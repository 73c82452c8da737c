// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(cleanup);

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyPart', () => {
  it('shows the part once loaded, with its props, loading it once', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Part = lazyPart(load);
    Part.preload();
    const page = render(<Part name="Asha" />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(page.getByText('Hello Asha')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says when the part could not load and loads it on Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Greeting);
    const Part = lazyPart(load);
    const page = render(<Part name="Asha" />);
    expect(page.getByText('Loading…')).toBeTruthy();
    await act(async () => {
      await Promise.resolve();
    });
    expect(page.getByRole('alert').textContent).toContain('could not load');
    await act(async () => {
      fireEvent.click(page.getByRole('button', { name: 'Try again' }));
      await Promise.resolve();
    });
    expect(page.getByText('Hello Asha')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
