/** The data page island (/your-data): what Stillwell keeps, its safety, backup, restore, delete. */
import { BackupPanel } from './backup-panel';
import { DataList } from './data-list';
import { useStoredData } from './data-store';
import { StorageHealth } from './storage-health';

/** The page's content, read from this browser after hydration. */
export default function YourData() {
  const data = useStoredData();
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
        <StorageHealth lastBackup={data.lastBackup} />
        <BackupPanel />
      </div>
      <DataList inventory={data.inventory} />
    </div>
  );
}
