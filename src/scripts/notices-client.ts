/** Shows lib/notice messages in the layout's live region. */
import { onNotice, type Notice } from '../lib/notice/notice';

/** How long an info notice stays (ms); errors stay until dismissed. */
export const NOTICE_INFO_MS = 8_000;

/** An optional button on a notice. */
export interface NoticeAction {
  label: string;
  run: () => void;
}

/** Puts one notice on screen. */
export function showNotice(notice: Notice, action?: NoticeAction): void {
  const region = document.getElementById('notices');
  const template = document.getElementById('notice-template');
  if (!region || !(template instanceof HTMLTemplateElement)) return;
  const node = template.content.firstElementChild?.cloneNode(true);
  if (!(node instanceof HTMLElement)) return;
  const text = node.querySelector('[data-notice-text]');
  if (text) text.textContent = notice.message;
  if (notice.tone === 'error') node.setAttribute('role', 'alert');
  const button = node.querySelector<HTMLButtonElement>('[data-notice-action]');
  if (action && button) {
    button.textContent = action.label;
    button.hidden = false;
    button.addEventListener('click', action.run);
  }
  node.querySelector('[data-notice-close]')?.addEventListener('click', () => node.remove());
  region.append(node);
  if (notice.tone === 'info' && !action) setTimeout(() => node.remove(), NOTICE_INFO_MS);
}

/** Routes every notice to the live region. */
export function initNotices(): void {
  onNotice((notice) => showNotice(notice));
}
