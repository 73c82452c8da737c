/**
 * The rain's stage: the canvas and the tap target over it. While a session runs, a frame loop asks the
 * renderer (`rain-renderer.ts`, loaded when first needed) to move and draw the rain. The canvas draws at
 * most 2 device pixels per CSS pixel and stops drawing while the page is hidden. (A shared canvas helper
 * would live in src/lib/ui; none exists yet.)
 */
import { useEffect, useRef, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useReducedMotion } from '../../../lib/ui/use-reduced-motion';
import type { Colors, RainRenderer } from './rain-renderer';

/** Frames longer than this (a tab coming back) are clamped, so drops do not jump (ms). */
const MAX_FRAME_MS = 64;
/** Device pixels drawn per CSS pixel at most: sharp enough, and a 3× phone draws half as much. */
const MAX_PIXEL_RATIO = 2;

/**
 * The stage. A tap calls `onStrike`; when the machine counts it, `strikes` rises and a large raindrop
 * falls where the tap landed. Space on the rain calls `onSpace` (pause, resume); Enter taps.
 */
export function RainStage({
  isRaining,
  intensity,
  clearKey,
  strikes,
  onStrike,
  onSpace,
  stageRef,
  children,
}: {
  isRaining: boolean;
  intensity: number;
  /** Changing it clears every drop (Reset, New Session). */
  clearKey: number;
  /** Strikes counted so far. */
  strikes: number;
  onStrike: () => void;
  onSpace: () => void;
  /** The tap target, for moving focus to it when a session begins. */
  stageRef?: Ref<HTMLButtonElement>;
  children?: ReactNode;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const rendererRef = useRef<RainRenderer | null>(null);
  const pendingTapsRef = useRef<{ x: number; y: number }[]>([]);
  const kickRef = useRef<() => void>(() => undefined);
  const tapRef = useRef<{ x: number; y: number } | null>(null);
  const strikesRef = useRef(strikes);
  const isReducedMotion = useReducedMotion();

  // The renderer loads when there is rain to draw: a session running, or a tap.
  const isNeeded = isRaining || strikes > 0;
  useEffect(() => {
    if (!isNeeded || rendererRef.current) return;
    let isCurrent = true;
    void import('./rain-renderer').then(({ createRainRenderer }) => {
      if (!isCurrent || rendererRef.current) return;
      const renderer = createRainRenderer();
      for (const tap of pendingTapsRef.current) renderer.addTap(tap.x, tap.y);
      pendingTapsRef.current = [];
      rendererRef.current = renderer;
      kickRef.current();
    });
    return () => {
      isCurrent = false;
    };
  }, [isNeeded]);

  // A counted strike drops a large raindrop where the tap landed.
  useEffect(() => {
    const isNew = strikes > strikesRef.current;
    strikesRef.current = strikes;
    const tap = tapRef.current;
    if (!isNew || !tap) return;
    if (rendererRef.current) rendererRef.current.addTap(tap.x, tap.y);
    else pendingTapsRef.current.push(tap);
    kickRef.current();
  }, [strikes]);

  useEffect(() => {
    rendererRef.current?.clear();
    pendingTapsRef.current = [];
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (canvas && ctx) ctx.clearRect(0, 0, canvas.width, canvas.height);
  }, [clearKey]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return undefined;
    let frameId = 0;
    let last = 0;
    let colors: Colors = { rain: '', large: '', shine: '' };
    let framesSinceColors = Infinity;
    const isFalling = isRaining && !isReducedMotion;

    const frame = (time: number) => {
      const dt = last === 0 ? 16 : Math.min(MAX_FRAME_MS, time - last);
      last = time;
      const width = canvas.clientWidth;
      const height = canvas.clientHeight;
      const ratio = Math.min(MAX_PIXEL_RATIO, window.devicePixelRatio || 1);
      if (
        canvas.width !== Math.round(width * ratio) ||
        canvas.height !== Math.round(height * ratio)
      ) {
        canvas.width = Math.round(width * ratio);
        canvas.height = Math.round(height * ratio);
      }
      if (framesSinceColors > 30) {
        // why: the theme can change at any time; the canvas takes its colours from CSS tokens
        const style = getComputedStyle(canvas);
        colors = { rain: style.color, large: style.borderTopColor, shine: style.outlineColor };
        framesSinceColors = 0;
      }
      framesSinceColors += 1;
      const renderer = rendererRef.current;
      if (!renderer) {
        // the renderer is on its way; it kicks the loop when it arrives
        frameId = 0;
        return;
      }
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      const isSettling = renderer.drawFrame(ctx, {
        dtMs: dt,
        width,
        height,
        intensity,
        isFalling,
        isReducedMotion,
        colors,
      });
      frameId = isFalling || isSettling ? requestAnimationFrame(frame) : 0;
    };
    const kick = () => {
      if (frameId !== 0 || document.hidden) return;
      last = 0;
      frameId = requestAnimationFrame(frame);
    };
    // Nothing is drawn while the page is hidden; drawing picks up where it was when it shows again.
    const onVisibility = () => {
      if (!document.hidden) {
        if (isFalling) kick();
        return;
      }
      cancelAnimationFrame(frameId);
      frameId = 0;
    };
    kickRef.current = kick;
    if (isFalling || rendererRef.current) kick();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      cancelAnimationFrame(frameId);
      frameId = 0;
      kickRef.current = () => undefined;
    };
  }, [isRaining, isReducedMotion, intensity]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Space pauses and resumes, as everywhere on the site; Enter makes the raindrop.
    if (event.code !== 'Space') return;
    event.preventDefault();
    event.stopPropagation();
    if (!event.repeat) onSpace();
  };

  return (
    <>
      <canvas
        ref={canvasRef}
        aria-hidden="true"
        data-testid="rain-canvas"
        className="absolute inset-0 size-full border-(--rain-large) text-(--rain-drop) outline-(--rain-shine)"
      />
      {isRaining && (
        <button
          ref={stageRef}
          type="button"
          aria-label="Make a raindrop"
          aria-keyshortcuts="Enter"
          data-testid="rain-stage"
          className="absolute inset-0 size-full cursor-pointer focus-visible:outline-offset-[-4px]"
          onKeyDown={onKeyDown}
          onKeyUp={(event) => event.code === 'Space' && event.preventDefault()}
          onClick={(event) => {
            const box = event.currentTarget.getBoundingClientRect();
            // A keyboard press has no pointer position: the drop lands somewhere in the middle.
            const isKeyboard = event.detail === 0;
            tapRef.current = {
              x: isKeyboard ? box.width * (0.3 + Math.random() * 0.4) : event.clientX - box.left,
              y: isKeyboard ? box.height * (0.5 + Math.random() * 0.2) : event.clientY - box.top,
            };
            onStrike();
          }}
        />
      )}
      {children}
    </>
  );
}
