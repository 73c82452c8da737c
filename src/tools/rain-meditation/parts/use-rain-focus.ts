/**
 * Where the focus goes in the rain meditation (docs/tools/rain-meditation.md#behaviour): into the rain
 * (where taps go) when the scene opens or a session begins, back to the scene toggle when the visitor
 * leaves the full screen during a session, and to Resume when a pause takes the tap target away.
 */
import { useEffect, useRef } from 'react';

/** The refs of the rain, the scene toggle and the transport, with the focus moved among them. */
export function useRainFocus({
  startedAt,
  isImmersive,
  isActive,
  isPaused,
}: {
  startedAt: number | null;
  isImmersive: boolean;
  isActive: boolean;
  isPaused: boolean;
}) {
  const stageRef = useRef<HTMLButtonElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const transportRef = useRef<HTMLDivElement>(null);
  // Focus follows the scene: into the rain (where taps go) when it opens or a session begins, and
  // back to the scene toggle when the visitor leaves the full screen during a session.
  useEffect(() => {
    if (startedAt === null) return;
    if (isImmersive) stageRef.current?.focus();
    else if (isActive) toggleRef.current?.focus();
  }, [startedAt, isImmersive, isActive]);
  // A pause from the rain takes the tap target away: focus moves to Resume rather than getting lost.
  useEffect(() => {
    const active = document.activeElement;
    if (isPaused && (active === document.body || active instanceof HTMLDialogElement)) {
      transportRef.current?.querySelector('button')?.focus();
    }
  }, [isPaused]);
  return { stageRef, toggleRef, transportRef };
}
