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
} from '../../lib/storage/data-file';
import type { DataGroup } from '../../lib/storage/data-groups';
import { Button } from '../ui/button';
import { getLocalStorage, notifyDataChanged, type PageMessage } from './data-store';
import { downloadBackup } from './download-backup';
import { formatDateTime, ImportPreviewDialog, values, type PendingImport } from './import-preview';
import { YourDataIcon } from './your-data-icon';

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
  const [pending, setPending] = useState<PendingImport | null>(null);

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
      <ImportPreviewDialog
        pending={pending}
        onConfirm={confirmImport}
        onClose={() => setPending(null)}
      />
    </section>
  );
}
