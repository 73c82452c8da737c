/** Tests' localStorage: one in-memory stand-in, installed around every test of the file that asks. */
import { afterEach, beforeEach } from 'vitest';
import { installLocalStorage, MemoryStorage } from './memory-storage';

/**
 * Installs a `MemoryStorage` as `localStorage` before each test and takes it away after. The same object
 * serves every test, emptied first and with any method a test replaced (`storage.setItem = …` to fake a
 * full quota) put back, so each test starts from an empty, working storage.
 */
export function memoryStorageForEachTest(): MemoryStorage {
  const storage = new MemoryStorage();
  let uninstall = () => {};
  beforeEach(() => {
    for (const replaced of Object.keys(storage)) Reflect.deleteProperty(storage, replaced);
    storage.clear();
    uninstall = installLocalStorage(storage);
  });
  afterEach(() => uninstall());
  return storage;
}
