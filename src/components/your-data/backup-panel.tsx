/**
 * Download everything as one file, and bring a file back: it is checked first (a foreign, damaged or
 * newer file changes nothing and says why), then a preview shows what would be added, replaced and
 * removed per tool before anything is written.
 */
import { useRef, useState, type ChangeEvent } from 'react';
import {
  applyImport,
  MAX_DATA_FILE_BYTES,
  parseDataFile,
  planImport,
  type DataFile,
  type ImportPlan,
} from '../../lib/storage/data-file';
import type { DataGroup } from '../../lib/storage/data-groups';
import { createDateFormatter } from '../../lib/ui/create-date-formatter';
import { Button } from '../ui/button';
import { Dialog, DialogClose, DialogContent } from '../ui/dialog';
import { getLocalStorage, notifyDataChanged } from './data-store';
import { downloadBackup } from './download-backup';
import { YourDataIcon } from './your-data-icon';

const formatDateTime = createDateFormatter({
  dateStyle: 'long',
  timeStyle: 'short',
});

/** "Adds your sound mix", one line per changed key. */
function describeChanges(plan: ImportPlan['groups'][number]): { key: string; text: string }[] {
  return [
    ...plan.added.map((change) => ({ key: change.key, text: `Adds ${change.label}` })),
    ...plan.replaced.map((change) => ({ key: change.key, text: `Replaces ${change.label}` })),
    ...plan.removed.map((change) => ({ key: change.key, text: `Removes ${change.label}` })),
  ];
}

/** "2 added, 1 replaced". */
function countChanges(plan: ImportPlan['groups'][number]): string {
  return [
    plan.added.length && `${plan.added.length} added`,
    plan.replaced.length && `${plan.replaced.length} replaced`,
    plan.removed.length && `${plan.removed.length} removed`,
  ]
    .filter(Boolean)
    .join(', ');
}

/** The backup card. */
export function BackupPanel({ groups }: { groups: readonly DataGroup[] }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<{ file: DataFile; plan: ImportPlan } | null>(null);
  const [message, setMessage] = useState<{ text: string; isError: boolean } | null>(null);

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    const storage = getLocalStorage();
    if (!chosen || !storage) return;
    setMessage(null);
    if (chosen.size > MAX_DATA_FILE_BYTES) {
      setMessage({
        text: 'This file is far too large to be a Stillwell backup. Nothing was changed.',
        isError: true,
      });
      return;
    }
    const parsed = parseDataFile(await chosen.text(), groups);
    if (!parsed.ok) {
      setMessage({ text: parsed.message, isError: true });
      return;
    }
    setPending({ file: parsed.file, plan: planImport(storage, groups, parsed.file) });
  };

  const confirmImport = () => {
    const storage = getLocalStorage();
    if (!pending || !storage) return;
    const result = applyImport(storage, groups, pending.file);
    setMessage(
      result.ok
        ? {
            text: `Backup from ${formatDateTime(new Date(pending.file.exportedAt))} imported.`,
            isError: false,
          }
        : { text: result.message, isError: true },
    );
    setPending(null);
    notifyDataChanged();
  };

  return (
    <section
      aria-labelledby="backup-heading"
      className="rounded-card border border-line bg-surface p-5 md:p-6"
    >
      <h2 id="backup-heading" className="text-xl font-semibold">
        Back up and restore
      </h2>
      <p className="mt-1 text-sm text-muted">
        One file holds everything Stillwell keeps here. Keep it somewhere safe, or import it in
        another browser to carry your practice over.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button onClick={() => downloadBackup(groups)}>
          <YourDataIcon name="download" size={18} /> Download a backup
        </Button>
        <Button variant="secondary" onClick={() => inputRef.current?.click()}>
          <YourDataIcon name="upload" size={18} /> Import a backup
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept="application/json,.json"
          aria-label="Backup file to import"
          hidden
          onChange={(event) => void readFile(event)}
        />
      </div>
      <p role="status" className="mt-3 text-sm font-medium empty:mt-0">
        {message && !message.isError ? message.text : ''}
      </p>
      <p role="alert" className="mt-3 text-sm font-medium text-danger empty:mt-0">
        {message?.isError ? message.text : ''}
      </p>
      <Dialog open={pending !== null} onOpenChange={(isOpen) => !isOpen && setPending(null)}>
        <DialogContent
          title="Import this backup?"
          description={
            pending &&
            `Made ${formatDateTime(new Date(pending.file.exportedAt))}. Importing replaces what Stillwell keeps in this browser with what the backup holds.`
          }
        >
          {pending && pending.plan.changeCount === 0 && (
            <p>It holds exactly what this browser keeps now, so nothing would change.</p>
          )}
          {pending && pending.plan.changeCount > 0 && (
            <ul className="flex flex-col gap-3" aria-label="What would change">
              {pending.plan.groups.map((entry) => (
                <li key={entry.group.id} className="rounded-xl bg-surface-2 p-3">
                  <p className="flex flex-wrap justify-between gap-x-3 font-medium">
                    <span>{entry.group.name}</span>
                    <span className="text-sm font-normal text-muted">{countChanges(entry)}</span>
                  </p>
                  <ul className="mt-1 text-sm text-muted">
                    {describeChanges(entry).map((line) => (
                      <li key={line.key}>{line.text}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button onClick={confirmImport}>Import backup</Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}
