/** The data page island (/your-data): what Stillwell keeps, its safety, backup, restore, delete. */
import { useMemo, useState } from 'react';
import { fromDataGroupManifest, type DataGroupManifest } from '../../lib/storage/data-groups';
import { BackupPanel, type CheckValues } from './backup-panel';
import { DataList } from './data-list';
import { useStoredData, type PageMessage } from './data-store';
import { StorageHealth } from './storage-health';

/**
 * The page's content, read from this browser after hydration; `groups` come from the key registry and
 * `checkValues` from the site, which alone knows every tool's validator (src/site/your-data-island.tsx).
 */
export function YourData({
  groups: manifest,
  checkValues,
}: {
  groups: readonly DataGroupManifest[];
  checkValues: CheckValues;
}) {
  const groups = useMemo(() => fromDataGroupManifest(manifest), [manifest]);
  const data = useStoredData(groups);
  // One message for the page: what the visitor did last. A newer action in the other card replaces
  // it (issue 24: 'Everything … is deleted' stayed above the data a later import brought back).
  const [notice, setNotice] = useState<(PageMessage & { from: 'list' | 'backup' }) | null>(null);
  const messageOf = (from: 'list' | 'backup') => ({
    message: notice?.from === from ? notice : null,
    onMessage: (message: PageMessage | null) => setNotice(message && { ...message, from }),
  });
  // why: the data lives in this browser; until it is read, a quiet space so nothing below jumps
  if (!data) return <div className="min-h-[40rem]" aria-busy="true" />;
  if (!data.isAvailable) {
    return (
      <p role="alert" className="min-h-[40rem] text-lg">
        This browser isn&apos;t letting Stillwell keep any data (storage is blocked), so there is
        nothing here to back up or delete.
      </p>
    );
  }
  return (
    <div className="grid min-h-[40rem] items-start gap-6 lg:grid-cols-2">
      <div className="flex flex-col gap-6">
        <StorageHealth groups={groups} lastBackup={data.lastBackup} browser={data.browser} />
        <BackupPanel groups={groups} checkValues={checkValues} {...messageOf('backup')} />
      </div>
      <DataList groups={groups} inventory={data.inventory} {...messageOf('list')} />
    </div>
  );
}
