/**
 * The data page's island: the page's content with the backup check the site composes from every tool's
 * validator. The check's code loads when a backup is chosen (it holds every tool's storage module); offline
 * before it was cached, the preview goes on without it, and the tools still set such a value aside when
 * they read it.
 */
import type { DataFile } from '../lib/storage/data-file';
import type { DataGroupManifest } from '../lib/storage/data-groups';
import { YourData } from '../components/your-data/your-data';

async function checkValues(file: DataFile): Promise<ReadonlySet<string>> {
  try {
    return (await import('./check-backup')).findUnusableValues(file);
  } catch {
    return new Set();
  }
}

export default function YourDataIsland({ groups }: { groups: readonly DataGroupManifest[] }) {
  return <YourData groups={groups} checkValues={checkValues} />;
}
