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
  type ImportChange,
  type ImportPlan,
} from '../../lib/storage/data-file';
import type { DataGroup } from '../../lib/storage/data-groups';
import { createDateFormatter } from '../../lib/ui/create-date-formatter';
import { Button } from '../ui/button';
import { Dialog, DialogClose, DialogContent } from '../ui/dialog';
import { getLocalStorage, notifyDataChanged, type PageMessage } from './data-store';
import { downloadBackup } from './download-backup';
import { YourDataIcon } from './your-data-icon';

const formatDateTime = createDateFormatter({
  dateStyle: 'long',
  timeStyle: 'short',
});

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

/** "1 value" / "2 values". */
const values = (count: number) => (count === 1 ? '1 value' : `${count} values`);

/** Finds the keys of a backup whose values Stillwell's tools could not use. */
export type CheckValues = (file: DataFile) => Promise<ReadonlySet<string>>;

/** The backup card. */
export function BackupPanel({
  groups,
  message,
  onMessage: setMessage,
  checkValues,
}: {
  groups: readonly DataGroup[];
  /** This card's message, until another action on the page replaces it. */
  message: PageMessage | null;
  onMessage: (message: PageMessage | null) => void;
  /** The keys of a chosen file its tools could not use (the site composes every tool's validator). */
  checkValues: CheckValues;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<{
    file: DataFile;
    plan: ImportPlan;
    unusable: ReadonlySet<string>;
  } | null>(null);

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
    const unusable = await checkValues(parsed.file);
    setPending({
      file: parsed.file,
      plan: planImport(storage, groups, parsed.file, unusable),
      unusable,
    });
  };

  const confirmImport = () => {
    const storage = getLocalStorage();
    if (!pending || !storage) return;
    const result = applyImport(storage, groups, pending.file, pending.unusable);
    const leftOut = pending.unusable.size;
    setMessage(
      result.ok
        ? {
            text: `Backup from ${formatDateTime(new Date(pending.file.exportedAt))} imported.${leftOut > 0 ? ` ${values(leftOut)} it held could not be used and ${leftOut === 1 ? 'was' : 'were'} left out.` : ''}`,
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
          footer={
            <>
              <DialogClose asChild>
                <Button variant="secondary">Cancel</Button>
              </DialogClose>
              <Button onClick={confirmImport}>Import backup</Button>
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
    </section>
  );
}
