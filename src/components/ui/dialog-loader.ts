/**
 * The dialog primitive, loaded when a dialog is first wanted: a tool's settings, completion and other
 * dialogs are closed when its page opens, so their code stays off the first load (about 1.5 KB gzip a
 * page). Once loaded the module stays, and a dialog stays mounted, so the native dialog hands focus
 * back to what opened it.
 */
import { notify } from '../../lib/notice/notice';
import { createLoadable, useLoadable } from '../../lib/ui/loadable';

/** `components/ui/dialog`, on demand. */
export const DIALOG = createLoadable(() => import('./dialog'));

/** Starts loading the dialog ahead of a likely open (hover or focus on its trigger); never rejects. */
export function preloadDialog(): void {
  DIALOG.preload().catch(() => undefined);
}

/**
 * The dialog module once loaded (loading it when `isOpen`), else undefined. If it cannot load (offline
 * before it was cached), `onFailed` runs and the visitor hears `failedMessage` (or `onFailed` says it).
 */
export function useLazyDialog(
  isOpen: boolean,
  onFailed: () => void,
  failedMessage?: string,
): typeof import('./dialog') | undefined {
  useLoadable(DIALOG, isOpen, () => {
    onFailed();
    if (failedMessage) notify({ tone: 'error', message: failedMessage });
  });
  return DIALOG.get();
}
