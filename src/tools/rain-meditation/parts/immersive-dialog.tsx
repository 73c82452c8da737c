/**
 * The full-screen rain scene: a modal <dialog> that fills the viewport, so the page behind it is inert
 * and does not scroll (global.css locks scroll while a modal is open), other dialogs (settings, the
 * install prompt) still open above it, and Escape leaves it natively.
 */
import { useEffect, useRef, type ReactNode } from 'react';

/** Shown while mounted; `onClose` when the visitor leaves it with Escape. */
export function ImmersiveDialog({
  label,
  onClose,
  className,
  style,
  children,
}: {
  label: string;
  onClose: () => void;
  className?: string;
  style?: React.CSSProperties;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-label={label}
      data-testid="rain-scene"
      onClose={onClose}
      className={className}
      style={style}
    >
      {children}
    </dialog>
  );
}
