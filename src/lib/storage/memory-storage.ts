/** An in-memory `Storage` for tests and for code paths that need a stand-in for localStorage. */
export class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();

  [name: string]: unknown;

  /** The number of stored items. */
  get length(): number {
    return this.#items.size;
  }

  /** Removes every item. */
  clear(): void {
    this.#items.clear();
  }

  /** Returns an item's value, or null. */
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  /** Returns the nth key, or null. */
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  /** Removes an item. */
  removeItem(key: string): void {
    this.#items.delete(key);
  }

  /** Stores an item as a string. */
  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
}

/** Installs `storage` as `globalThis.localStorage` (or a getter that throws); returns an undo function. */
export function installLocalStorage(storage: Storage | (() => never)): () => void {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  Object.defineProperty(
    globalThis,
    'localStorage',
    typeof storage === 'function'
      ? { configurable: true, get: storage }
      : { configurable: true, value: storage, writable: true },
  );
  return () => {
    if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor);
    else Reflect.deleteProperty(globalThis, 'localStorage');
  };
}
