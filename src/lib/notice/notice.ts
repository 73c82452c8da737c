/** The window event that carries a notice for the site's live region. */
export const NOTICE_EVENT = 'stillwell:notice';

/** A short message for the visitor, shown in the site layout's live region. */
export interface Notice {
  /** The visitor-facing text. */
  readonly message: string;
  /** 'error' is announced assertively, 'info' politely. */
  readonly tone: 'info' | 'error';
}

/** Shows `notice` to the visitor via the site's live region; does nothing on the server. */
export function notify(notice: Notice): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<Notice>(NOTICE_EVENT, { detail: notice }));
}

/** Calls `listener` for every notice; returns a function that stops listening. */
export function onNotice(listener: (notice: Notice) => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const handleNotice = (event: Event): void => {
    if (event instanceof CustomEvent) listener(event.detail as Notice);
  };
  window.addEventListener(NOTICE_EVENT, handleNotice);
  return () => {
    window.removeEventListener(NOTICE_EVENT, handleNotice);
  };
}
