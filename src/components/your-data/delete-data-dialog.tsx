/** Asks before deleting one part of what Stillwell keeps (listing its items) or everything. */
import type { GroupInventory } from '../../lib/storage/inventory';
import { ConfirmDialog } from './confirm-dialog';
import { summarizeItems } from './kept-group';

/** What would be deleted, and what the buttons do. */
export interface DeleteDataDialogProps {
  /** One part, or everything; the dialog is open while there is one. */
  confirming: GroupInventory | 'all' | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** The dialog; open while a deletion waits to be confirmed. */
export function DeleteDataDialog({ confirming, onConfirm, onClose }: DeleteDataDialogProps) {
  return (
    <ConfirmDialog
      isOpen={confirming !== null}
      title={
        confirming === 'all' ? 'Delete everything?' : `Delete ${confirming?.group.name ?? ''} data?`
      }
      description={
        confirming === 'all'
          ? 'Your practice journal, moods, settings and everything every tool keeps will be removed from this browser. This cannot be undone; download a backup first if you may want it back.'
          : 'This removes the following from this browser. It cannot be undone.'
      }
      confirmLabel={confirming === 'all' ? 'Delete everything' : 'Delete'}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {confirming !== null && confirming !== 'all' && (
        <>
          <ul className="list-disc pl-5 text-sm">
            {summarizeItems(confirming.items).map((item) => (
              <li key={item.label}>{item.label}</li>
            ))}
          </ul>
          {confirming.group.isTool && (
            <p className="mt-3 text-sm text-muted">Its sessions stay in your practice journal.</p>
          )}
        </>
      )}
    </ConfirmDialog>
  );
}
