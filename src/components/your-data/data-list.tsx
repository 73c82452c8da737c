/** What Stillwell keeps, per tool and for the site, with sizes; delete one part or everything. */
import { useState } from 'react';
import {
  deleteAllData,
  deleteGroupData,
  formatBytes,
  type GroupInventory,
} from '../../lib/storage/inventory';
import type { DataGroup } from '../../lib/storage/data-groups';
import { forgetUnsavedPractice } from '../../lib/practice-log/practice-log';
import { Button } from '../ui/button';
import { getLocalStorage, notifyDataChanged, type PageMessage } from './data-store';
import { DeleteDataDialog } from './delete-data-dialog';
import { KeptGroup } from './kept-group';
import { YourDataIcon } from './your-data-icon';

/** The list card. */
export function DataList({
  groups,
  inventory,
  message,
  onMessage: setMessage,
}: {
  groups: readonly DataGroup[];
  inventory: readonly GroupInventory[];
  /** This card's message, until another action on the page replaces it. */
  message: PageMessage | null;
  onMessage: (message: PageMessage | null) => void;
}) {
  const [confirming, setConfirming] = useState<GroupInventory | 'all' | null>(null);
  const kept = inventory.filter((entry) => entry.items.length > 0);
  const empty = inventory.filter((entry) => entry.items.length === 0 && entry.group.isTool);
  const totalBytes = kept.reduce((sum, entry) => sum + entry.bytes, 0);

  const confirmDelete = () => {
    const storage = getLocalStorage();
    if (!storage || confirming === null) return;
    const result =
      confirming === 'all'
        ? deleteAllData(storage, groups)
        : deleteGroupData(storage, groups, confirming.group.id);
    // practice a full storage could not take waits in the tab; deleted with the journal, it stays deleted
    if (result.ok && (confirming === 'all' || confirming.group.id === 'practice'))
      forgetUnsavedPractice();
    setMessage(
      result.ok
        ? {
            text:
              confirming === 'all'
                ? 'Everything Stillwell kept in this browser is deleted.'
                : `${confirming.group.name} data deleted.`,
            isError: false,
          }
        : { text: result.message, isError: true },
    );
    setConfirming(null);
    notifyDataChanged();
  };

  return (
    <section
      aria-labelledby="kept-heading"
      className="rounded-card border border-line bg-surface p-5 md:p-6"
    >
      <h2 id="kept-heading" className="text-xl font-semibold">
        What Stillwell keeps here
      </h2>
      <p className="mt-1 text-sm text-muted">
        {kept.length === 0
          ? 'Nothing yet: Stillwell keeps no data in this browser.'
          : `${formatBytes(totalBytes)} in this browser's local storage.`}
      </p>
      <p role="status" className="mt-2 text-sm font-medium empty:mt-0">
        {message && !message.isError ? message.text : ''}
      </p>
      <p role="alert" className="mt-2 text-sm font-medium text-danger empty:mt-0">
        {message?.isError ? message.text : ''}
      </p>
      {kept.length > 0 && (
        <ul className="mt-4 flex flex-col">
          {kept.map((entry) => (
            <KeptGroup key={entry.group.id} entry={entry} onDelete={setConfirming} />
          ))}
        </ul>
      )}
      {empty.length > 0 && (
        <p className="mt-2 border-t border-line pt-4 text-sm text-muted">
          Nothing stored yet for {empty.map((entry) => entry.group.name).join(', ')}.
        </p>
      )}
      {kept.length > 0 && (
        <div className="mt-5 flex justify-end">
          <Button variant="secondary" onClick={() => setConfirming('all')}>
            <YourDataIcon name="trash" size={18} /> Delete everything
          </Button>
        </div>
      )}
      <DeleteDataDialog
        confirming={confirming}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(null)}
      />
    </section>
  );
}
