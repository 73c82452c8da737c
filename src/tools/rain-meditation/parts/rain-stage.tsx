/** The rain drawn on a canvas: ambient drops while it rains, a large raindrop at each tap. */
import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { useReducedMotion } from '../../../lib/ui/use-reduced-motion';
import { LARGE_DROP_MS, addLargeDrop, advanceDrops, spawnAmbient, type Drop } from '../drops';

/** A large raindrop falls this far (px) and for this long (ms) before it ripples. */
const LARGE_FALL_PX = 36;
const LARGE_FALL_MS = 350;
/** Frames longer than this (a hidden tab) are clamped, so drops do not jump (ms). */
const MAX_FRAME_MS = 64;

function drawDrops(
  ctx: CanvasRenderingContext2D,
  drops: readonly Drop[],
  colors: { rain: string; large: string },
  isReducedMotion: boolean,
): void {
  ctx.lineCap = 'round';
  ctx.strokeStyle = colors.rain;
  ctx.lineWidth = 1.3;
  for (const drop of drops) {
    if (drop.kind !== 'ambient') continue;
    ctx.globalAlpha = 0.55;
    ctx.beginPath();
    ctx.moveTo(drop.x + drop.size * 0.12, drop.y - drop.size);
    ctx.lineTo(drop.x, drop.y);
    ctx.stroke();
  }
  for (const drop of drops) {
    if (drop.kind !== 'large') continue;
    const life = drop.age / LARGE_DROP_MS;
    ctx.fillStyle = colors.large;
    ctx.strokeStyle = colors.large;
    if (isReducedMotion) {
      // No movement: the drop simply fades where it was tapped.
      ctx.globalAlpha = 0.8 * (1 - life);
      drawTeardrop(ctx, drop.x, drop.y, drop.size);
      continue;
    }
    const fall = Math.min(1, drop.age / LARGE_FALL_MS);
    if (fall < 1) {
      ctx.globalAlpha = 0.85;
      drawTeardrop(ctx, drop.x, drop.y - LARGE_FALL_PX * (1 - fall), drop.size);
      continue;
    }
    const ripple = (drop.age - LARGE_FALL_MS) / (LARGE_DROP_MS - LARGE_FALL_MS);
    ctx.lineWidth = 2;
    for (const lag of [0, 0.25]) {
      const p = ripple - lag;
      if (p <= 0) continue;
      ctx.globalAlpha = 0.7 * (1 - p);
      ctx.beginPath();
      ctx.ellipse(drop.x, drop.y, 8 + 52 * p, 3 + 16 * p, 0, 0, Math.PI * 2);
      ctx.stroke();
    }
  }
  ctx.globalAlpha = 1;
}

function drawTeardrop(ctx: CanvasRenderingContext2D, x: number, y: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x, y - r * 2.2);
  ctx.bezierCurveTo(x + r * 0.4, y - r * 1.2, x + r, y - r * 0.6, x + r, y);
  ctx.arc(x, y, r, 0, Math.PI);
  ctx.bezierCurveTo(x - r, y - r * 0.6, x - r * 0.4, y - r * 1.2, x, y - r * 2.2);
  ctx.fill();
}

/**
 * The stage. A tap calls `onStrike`; when the machine counts it, `strikes` rises and a large raindrop
 * falls where the tap landed.
 */
export function RainStage({
  isRaining,
  intensity,
  clearKey,
  strikes,
  onStrike,
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
  /** The tap target, for moving focus to it when a session begins. */
  stageRef?: Ref<HTMLButtonElement>;
  children?: ReactNode;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const dropsRef = useRef<Drop[]>([]);
  const kickRef = useRef<() => void>(() => undefined);
  const tapRef = useRef<{ x: number; y: number } | null>(null);
  const strikesRef = useRef(strikes);
  const isReducedMotion = useReducedMotion();

  // A counted strike drops a large raindrop where the tap landed.
  useEffect(() => {
    const isNew = strikes > strikesRef.current;
    strikesRef.current = strikes;
    if (!isNew || !tapRef.current) return;
    dropsRef.current = addLargeDrop(dropsRef.current, tapRef.current.x, tapRef.current.y);
    kickRef.current();
  }, [strikes]);

  useEffect(() => {
    dropsRef.current = [];
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
    let colors = { rain: '', large: '' };
    let framesSinceColors = Infinity;
    const isFalling = isRaining && !isReducedMotion;

    const frame = (time: number) => {
      const dt = last === 0 ? 16 : Math.min(MAX_FRAME_MS, time - last);
      last = time;
      const width = canvas.clientWidth;
      const height = canvas.clientHeight;
      const ratio = window.devicePixelRatio || 1;
      if (
        canvas.width !== Math.round(width * ratio) ||
        canvas.height !== Math.round(height * ratio)
      ) {
        canvas.width = Math.round(width * ratio);
        canvas.height = Math.round(height * ratio);
      }
      if (framesSinceColors > 30) {
        // why: the theme can change at any time; the canvas takes its colours from CSS tokens
        colors = {
          rain: getComputedStyle(canvas).color,
          large: getComputedStyle(canvas).borderTopColor,
        };
        framesSinceColors = 0;
      }
      framesSinceColors += 1;
      // spec 2 §9: an ambient drop falls with a chance of 0.3 × intensity per frame
      if (isFalling)
        dropsRef.current = spawnAmbient(dropsRef.current, intensity, width, Math.random);
      dropsRef.current = advanceDrops(dropsRef.current, dt, height);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      ctx.clearRect(0, 0, width, height);
      drawDrops(ctx, dropsRef.current, colors, isReducedMotion);
      const hasLarge = dropsRef.current.some((drop) => drop.kind === 'large');
      frameId = isFalling || hasLarge ? requestAnimationFrame(frame) : 0;
    };
    const kick = () => {
      if (frameId !== 0) return;
      last = 0;
      frameId = requestAnimationFrame(frame);
    };
    kickRef.current = kick;
    if (isFalling) kick();
    return () => {
      cancelAnimationFrame(frameId);
      frameId = 0;
      kickRef.current = () => undefined;
    };
  }, [isRaining, isReducedMotion, intensity]);

  const strikeAt = (x: number, y: number) => {
    tapRef.current = { x, y };
    onStrike();
  };

  return (
    <div className="relative h-[26rem] overflow-hidden rounded-card bg-linear-to-b from-night to-ocean md:h-96">
      <canvas
        ref={canvasRef}
        aria-hidden="true"
        data-testid="rain-canvas"
        className="absolute inset-0 size-full border-primary text-ink"
      />
      {isRaining && (
        <button
          ref={stageRef}
          type="button"
          aria-label="Make a raindrop"
          data-testid="rain-stage"
          className="absolute inset-0 size-full cursor-pointer rounded-card focus-visible:outline-offset-[-4px]"
          onClick={(event) => {
            const box = event.currentTarget.getBoundingClientRect();
            // A keyboard press has no pointer position: the drop lands somewhere in the middle.
            const isKeyboard = event.detail === 0;
            const x = isKeyboard
              ? box.width * (0.3 + Math.random() * 0.4)
              : event.clientX - box.left;
            const y = isKeyboard
              ? box.height * (0.45 + Math.random() * 0.2)
              : event.clientY - box.top;
            strikeAt(x, y);
          }}
        />
      )}
      {children}
    </div>
  );
}
