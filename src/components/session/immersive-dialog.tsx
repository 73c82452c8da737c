/**
 * A scene alone on the screen (the rain scene, the zen timer with its interface hidden): a modal
 * <dialog> that fills the viewport, so the site's header and the page behind it are inert and do not
 * scroll (global.css locks scroll while a modal is open), other dialogs (settings, the install prompt)
 * still open above it, and Escape leaves it natively.
 */
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Shown while mounted; `onClose` when the visitor leaves it with Escape. Space on the scene itself
 * (not on a control) calls `onSpace`: the page's Space handler leaves dialogs alone.
 */
export function ImmersiveDialog({
  label,
  onClose,
  onSpace,
  className,
  style,
  testId,
  children,
}: {
  label: string;
  testId?: string;
  onClose: () => void;
  onSpace: () => void;
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
      data-testid={testId}
      // a click on the scene's still parts focuses it, where Space still pauses
      tabIndex={-1}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.code !== 'Space' || event.target !== event.currentTarget) return;
        event.preventDefault();
        if (!event.repeat) onSpace();
      }}
      className={className}
      style={style}
    >
      {children}
    </dialog>
  );
}
