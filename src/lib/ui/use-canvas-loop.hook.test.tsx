// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCanvasLoop, type CanvasFrame } from './use-canvas-loop';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The canvas's CSS size, as the stand-in layout reports it. */
const box = { width: 400, height: 800 };
let reportResize: (() => void) | null = null;

class FakeResizeObserver {
  constructor(callback: () => void) {
    reportResize = callback;
  }
  observe() {}
  disconnect() {
    reportResize = null;
  }
}

function Scene({
  draw,
  isMoving = false,
  redrawKey,
}: {
  draw: (frame: CanvasFrame) => void;
  isMoving?: boolean;
  redrawKey?: unknown;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useCanvasLoop(canvasRef, draw, { isMoving, redrawKey });
  return <canvas ref={canvasRef} />;
}

beforeEach(() => {
  box.width = 400;
  box.height = 800;
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.spyOn(HTMLCanvasElement.prototype, 'clientWidth', 'get').mockImplementation(() => box.width);
  vi.spyOn(HTMLCanvasElement.prototype, 'clientHeight', 'get').mockImplementation(() => box.height);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ({ setTransform: vi.fn() }) as unknown as CanvasRenderingContext2D,
  );
  vi.stubGlobal('matchMedia', () => ({
    matches: false,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useCanvasLoop still frames', () => {
  it('paints a still scene once on mount, at its CSS size', () => {
    const draw = vi.fn();
    const { container } = render(<Scene draw={draw} />);
    expect(draw).toHaveBeenCalledOnce();
    expect(draw.mock.calls[0]?.[0]).toMatchObject({ width: 400, height: 800, isStill: true });
    const canvas = container.querySelector('canvas');
    expect([canvas?.width, canvas?.height]).toEqual([400, 800]);
  });

  it('does not paint again when the observer reports the size it already has', () => {
    const draw = vi.fn();
    render(<Scene draw={draw} />);
    act(() => reportResize?.());
    expect(draw).toHaveBeenCalledOnce();
  });

  it('paints again after a resize, which clears the canvas', () => {
    const draw = vi.fn();
    render(<Scene draw={draw} />);
    box.width = 500;
    act(() => reportResize?.());
    expect(draw).toHaveBeenCalledTimes(2);
    expect(draw.mock.calls[1]?.[0]).toMatchObject({ width: 500, isStill: true });
  });

  it('paints again for a new field (redrawKey)', () => {
    const draw = vi.fn();
    const { rerender } = render(<Scene draw={draw} redrawKey={1} />);
    rerender(<Scene draw={draw} redrawKey={2} />);
    expect(draw).toHaveBeenCalledTimes(2);
  });

  it('paints again for a new theme', () => {
    const draw = vi.fn();
    render(<Scene draw={draw} />);
    act(() => document.documentElement.setAttribute('data-theme', 'dark'));
    return vi.waitFor(() => {
      expect(draw).toHaveBeenCalledTimes(2);
      expect(draw.mock.calls[1]?.[0]).toMatchObject({ theme: 'dark', isStill: true });
      document.documentElement.removeAttribute('data-theme');
    });
  });
});
