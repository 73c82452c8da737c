/** Downloads everything Stillwell keeps as one backup file and remembers when. */
import { createDataFile, getDataFileName, serializeDataFile } from '../../lib/storage/data-file';
import { LAST_BACKUP_KEY } from '../../lib/storage/data-keys';
import type { DataGroup } from '../../lib/storage/data-groups';
import { writeStored } from '../../lib/storage/storage';
import { saveTextFile } from '../../lib/ui/save-text-file';
import { getLocalStorage, notifyDataChanged } from './data-store';

/** Saves the backup file; the date is recorded first, so the file restores exactly what it shows. */
export function downloadBackup(groups: readonly DataGroup[]): void {
  const storage = getLocalStorage();
  if (!storage) return;
  const now = new Date();
  writeStored(LAST_BACKUP_KEY, now.toISOString());
  saveTextFile(serializeDataFile(createDataFile(storage, groups, now)), getDataFileName(now));
  notifyDataChanged();
}
