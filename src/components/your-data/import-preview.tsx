/**
 * The preview before a backup is imported: when the file was made, the values it holds that can't be
 * used, and per tool what would be added, replaced and removed; Cancel or Import backup.
 */
import type { DataFile, ImportChange, ImportPlan } from '../../lib/storage/data-file';
import { createDateFormatter } from '../../lib/ui/create-date-formatter';
import { Button } from '../ui/button';
import { Dialog, DialogClose, DialogContent } from '../ui/dialog';

/** When a backup was made, as the preview and the message after the import say it. */
export const formatDateTime = createDateFormatter({
  dateStyle: 'long',
  timeStyle: 'short',
});

/** "1 value" / "2 values". */
export const values = (count: number) => (count === 1 ? '1 value' : `${count} values`);

/** A checked backup file waiting for the visitor to confirm its import. */
export interface PendingImport {
  file: DataFile;
  plan: ImportPlan;
  unusable: ReadonlySet<string>;
}

/** "Adds your sound mix", one line per changed key; the values it cannot use are named too. */
function describeChanges(
  plan: ImportPlan['groups'][number],
): { key: string; text: string; isProblem: boolean }[] {
  const lines = (changes: readonly ImportChange[], text: (label: string) => string) =>
    changes.map((change) => ({
      key: change.key,
      text: text(change.label),
      isProblem: changes === plan.unusable,
    }));
  return [
    ...lines(plan.added, (label) => `Adds ${label}`),
    ...lines(plan.replaced, (label) => `Replaces ${label}`),
    ...lines(plan.removed, (label) => `Removes ${label}`),
    ...lines(plan.unusable, (label) => `Can't use ${label}: it is damaged in this backup`),
  ];
}

/** "2 added, 1 replaced, 1 can't be used". */
function countChanges(plan: ImportPlan['groups'][number]): string {
  return [
    plan.added.length && `${plan.added.length} added`,
    plan.replaced.length && `${plan.replaced.length} replaced`,
    plan.removed.length && `${plan.removed.length} removed`,
    plan.unusable.length && `${plan.unusable.length} can't be used`,
  ]
    .filter(Boolean)
    .join(', ');
}

/** The import the preview shows, and what its buttons do. */
export interface ImportPreviewDialogProps {
  /** The file to preview; the dialog is open while there is one. */
  pending: PendingImport | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** The dialog; open while an import is pending. */
export function ImportPreviewDialog({ pending, onConfirm, onClose }: ImportPreviewDialogProps) {
  return (
    <Dialog open={pending !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button onClick={onConfirm}>Import backup</Button>
          </>
        }
        title="Import this backup?"
        description={
          pending &&
          `Made ${formatDateTime(new Date(pending.file.exportedAt))}. Importing replaces what Stillwell keeps in this browser with what the backup holds.`
        }
      >
        {pending && pending.plan.groups.length === 0 && (
          <p>It holds exactly what this browser keeps now, so nothing would change.</p>
        )}
        {pending && pending.unusable.size > 0 && (
          <p className="mb-3 font-medium text-danger" data-testid="import-unusable">
            {values(pending.unusable.size)} in this backup{' '}
            {pending.unusable.size === 1 ? 'is' : 'are'} damaged and can&apos;t be used.{' '}
            {pending.unusable.size === 1 ? 'It is' : 'They are'} left out; what this browser keeps
            for {pending.unusable.size === 1 ? 'it' : 'them'} stays.
          </p>
        )}
        {pending && pending.plan.groups.length > 0 && (
          <ul className="flex flex-col gap-3" aria-label="What would change">
            {pending.plan.groups.map((entry) => (
              <li key={entry.group.id} className="rounded-xl bg-surface-2 p-3">
                <p className="flex flex-wrap justify-between gap-x-3 font-medium">
                  <span>{entry.group.name}</span>
                  <span className="text-sm font-normal text-muted">{countChanges(entry)}</span>
                </p>
                <ul className="mt-1 text-sm text-muted">
                  {describeChanges(entry).map((line) => (
                    <li key={line.key} className={line.isProblem ? 'text-danger' : undefined}>
                      {line.text}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
