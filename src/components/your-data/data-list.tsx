/** What Stillwell keeps, per tool and for the site, with sizes; delete one part or everything. */
import { useState } from 'react';
import {
  deleteAllData,
  deleteGroupData,
  formatBytes,
  type GroupInventory,
  type StoredItem,
} from '../../lib/storage/inventory';
import type { DataGroup } from '../../lib/storage/data-groups';
import { forgetUnsavedPractice } from '../../lib/practice-log/practice-log';
import { Button } from '../ui/button';
import { ConfirmDialog } from './confirm-dialog';
import { getLocalStorage, notifyDataChanged, type PageMessage } from './data-store';
import { YourDataIcon } from './your-data-icon';

/** "Your sound mix" from "your sound mix". */
function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Items of one owner for the list: members of one key family are counted together. */
function summarizeItems(items: readonly StoredItem[]): { label: string; bytes: number }[] {
  const rows = new Map<string, { label: string; bytes: number; count: number }>();
  for (const item of items) {
    const row = rows.get(item.label) ?? { label: item.label, bytes: 0, count: 0 };
    row.bytes += item.bytes;
    row.count += 1;
    rows.set(item.label, row);
  }
  return [...rows.values()].map((row) => ({
    label: capitalize(row.count > 1 ? `${row.label} (${row.count})` : row.label),
    bytes: row.bytes,
  }));
}

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
            <li
              key={entry.group.id}
              className="border-t border-line py-4"
              data-group={entry.group.id}
            >
              <div className="flex items-center justify-between gap-3">
                <h3 className="font-sans text-base font-semibold">
                  {entry.group.name}{' '}
                  <span className="text-sm font-normal text-muted">{formatBytes(entry.bytes)}</span>
                </h3>
                <Button
                  variant="ghost"
                  size="sm"
                  className="shrink-0"
                  aria-label={`Delete ${entry.group.name} data`}
                  onClick={() => setConfirming(entry)}
                >
                  <YourDataIcon name="trash" size={16} /> Delete
                </Button>
              </div>
              <ul className="mt-2 flex flex-col gap-1 text-sm">
                {summarizeItems(entry.items).map((item) => (
                  <li key={item.label} className="flex justify-between gap-3 text-muted">
                    <span className="min-w-0 break-words">{item.label}</span>
                    <span className="shrink-0 tabular-nums">{formatBytes(item.bytes)}</span>
                  </li>
                ))}
              </ul>
            </li>
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
      <ConfirmDialog
        isOpen={confirming !== null}
        title={
          confirming === 'all'
            ? 'Delete everything?'
            : `Delete ${confirming?.group.name ?? ''} data?`
        }
        description={
          confirming === 'all'
            ? 'Your practice journal, moods, settings and everything every tool keeps will be removed from this browser. This cannot be undone; download a backup first if you may want it back.'
            : 'This removes the following from this browser. It cannot be undone.'
        }
        confirmLabel={confirming === 'all' ? 'Delete everything' : 'Delete'}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(null)}
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
    </section>
  );
}
