/**
 * The rain's stage: the canvas and the tap target over it. The frame loop and the renderer
 * (`rain-loop.ts`, `rain-renderer.ts`) load when there is first rain to draw, and draw it on the canvas.
 */
import { useEffect, useRef, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useReducedMotion } from '../../../lib/ui/use-reduced-motion';
import type { RainLoop, RainSettings } from './rain-loop';

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
  const loopRef = useRef<RainLoop | null>(null);
  const pendingTapsRef = useRef<{ x: number; y: number }[]>([]);
  const tapRef = useRef<{ x: number; y: number } | null>(null);
  const strikesRef = useRef(strikes);
  const isReducedMotion = useReducedMotion();
  const isFalling = isRaining && !isReducedMotion;
  const settingsRef = useRef<RainSettings>({ intensity, isFalling, isReducedMotion });

  // The loop loads when there is rain to draw: a session running, or a tap.
  const isNeeded = isRaining || strikes > 0;
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!isNeeded || loopRef.current || !canvas) return;
    let isCurrent = true;
    void import('./rain-loop').then(({ createRainLoop }) => {
      if (!isCurrent || loopRef.current) return;
      const loop = createRainLoop(canvas, settingsRef.current);
      for (const tap of pendingTapsRef.current) loop.addTap(tap.x, tap.y);
      pendingTapsRef.current = [];
      loopRef.current = loop;
    });
    return () => {
      isCurrent = false;
    };
  }, [isNeeded]);
  useEffect(
    () => () => {
      loopRef.current?.dispose();
      loopRef.current = null;
    },
    [],
  );

  // A counted strike drops a large raindrop where the tap landed.
  useEffect(() => {
    const isNew = strikes > strikesRef.current;
    strikesRef.current = strikes;
    const tap = tapRef.current;
    if (!isNew || !tap) return;
    if (loopRef.current) loopRef.current.addTap(tap.x, tap.y);
    else pendingTapsRef.current.push(tap);
  }, [strikes]);

  useEffect(() => {
    loopRef.current?.clear();
    pendingTapsRef.current = [];
  }, [clearKey]);

  useEffect(() => {
    settingsRef.current = { intensity, isFalling, isReducedMotion };
    loopRef.current?.update(settingsRef.current);
  }, [intensity, isFalling, isReducedMotion]);

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
