/**
 * The dialog primitive, loaded when a dialog is first wanted: the settings and completion dialogs are
 * closed when a tool page opens, so their code stays off the first load (about 1.5 KB gzip a page).
 */
import { createLoadable } from '../../lib/ui/loadable';

/** `components/ui/dialog`, on demand. */
export const DIALOG = createLoadable(() => import('./dialog'));

/** Starts loading the dialog ahead of a likely open (hover or focus on its trigger); never rejects. */
export function preloadDialog(): void {
  DIALOG.preload().catch(() => undefined);
}
