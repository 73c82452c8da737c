/** One tool's (or the site's) part of what Stillwell keeps: its name, size, items and Delete. */
import { formatBytes, type GroupInventory, type StoredItem } from '../../lib/storage/inventory';
import { Button } from '../ui/button';
import { YourDataIcon } from './your-data-icon';

/** "Your sound mix" from "your sound mix". */
function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Items of one owner for the list: members of one key family are counted together. */
export function summarizeItems(items: readonly StoredItem[]): { label: string; bytes: number }[] {
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

/** The part a row shows, and what its Delete does. */
export interface KeptGroupProps {
  entry: GroupInventory;
  onDelete: (entry: GroupInventory) => void;
}

/** The row of the list for one part. */
export function KeptGroup({ entry, onDelete }: KeptGroupProps) {
  return (
    <li className="border-t border-line py-4" data-group={entry.group.id}>
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
          onClick={() => onDelete(entry)}
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
  );
}
