import { describe, expect, it } from 'vitest';
import { installLocalStorage, MemoryStorage } from '../../lib/storage/memory-storage';
import { readStored, writeStored } from '../../lib/storage/storage';
import {
  COMPLETED_BOOKS_KEY,
  DARK_MODE_KEY,
  LIBRARY_KEY,
  PROGRESS_KEY,
  isCompletedBook,
  isLibraryBook,
} from './storage';

describe('reading builder storage', () => {
  it('uses the spec’s keys verbatim', () => {
    expect(COMPLETED_BOOKS_KEY.key).toBe('completedBooks');
    expect(DARK_MODE_KEY.key).toBe('darkMode');
    expect(LIBRARY_KEY.key).toBe('stillwell:ai-book-builder:library');
    expect(PROGRESS_KEY.key).toBe('stillwell:ai-book-builder:progress');
  });

  it('accepts a completed book as docs/tools/ai-book-builder.md#data lists it, with ids and times as numbers or text', () => {
    const book = {
      id: 1764000000000,
      title: 'T',
      author: 'A',
      genre: 'history',
      completedAt: '2026-11-24T08:00:00.000Z',
      readingTime: 20,
    };
    expect(isCompletedBook(book)).toBe(true);
    expect(isCompletedBook({ ...book, id: 'x1', completedAt: 1764000000000 })).toBe(true);
    expect(isCompletedBook({ ...book, completedAt: 'yesterday' })).toBe(false);
    expect(isCompletedBook({ ...book, readingTime: '20' })).toBe(false);
    expect(isCompletedBook({ ...book, title: undefined })).toBe(false);
  });

  it('accepts only whole library books', () => {
    const book = {
      id: 'book-1',
      title: 'T',
      author: 'A',
      genre: 'fantasy',
      readingTime: 10,
      contentType: 'existing',
      sections: [{ title: 'S', content: 'C' }],
      createdAt: '2026-11-24T08:00:00.000Z',
    };
    expect(isLibraryBook(book)).toBe(true);
    expect(isLibraryBook({ ...book, contentType: undefined })).toBe(true);
    expect(isLibraryBook({ ...book, sections: [] })).toBe(false);
    expect(isLibraryBook({ ...book, genre: 'poetry' })).toBe(false);
    expect(isLibraryBook({ ...book, readingTime: 15 })).toBe(false);
    expect(isLibraryBook({ ...book, sections: [{ title: 'S' }] })).toBe(false);
  });

  it('stores darkMode as a plain boolean and keeps an unreadable list aside', () => {
    const storage = new MemoryStorage();
    const uninstall = installLocalStorage(storage);
    try {
      writeStored(DARK_MODE_KEY, true);
      expect(storage.getItem('darkMode')).toBe('true');
      storage.setItem('completedBooks', '[{"title":1}]');
      expect(readStored(COMPLETED_BOOKS_KEY)).toMatchObject({ value: [], status: 'recovered' });
      expect(storage.getItem('stillwell:backup:completedBooks')).toContain('[{\\"title\\":1}]');
    } finally {
      uninstall();
    }
  });
});
