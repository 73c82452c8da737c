/**
 * System notifications for sessions that end while the visitor is in another tab (a Pomodoro phase, an
 * eye break). Opt-in only, and never a permission prompt without a gesture:
 *
 * - `requestNotificationPermission` is only called from the visitor's own click on a switch.
 * - A notification goes through the service worker's `registration.showNotification` when a worker is
 *   active (Chrome on Android has no `new Notification` and throws), else `new Notification`.
 * - A click on it brings the tool's tab forward (the worker's `notificationclick` handler, see
 *   src/build/notification-click.ts; the page's own `onclick` for the fallback).
 * - A denied permission is never asked again: the browser would refuse anyway, and asking is nagging.
 *
 * The permission functions are in permission.ts (loaded with the page; asking must happen inside the
 * visitor's gesture); showing is here, loaded when a notification is due.
 */
import { getNotificationPermission, type SystemNotification } from './permission';

/** The icon notifications show (the site's app icon). */
export const NOTIFICATION_ICON = '/icons/icon-192.png';

async function getActiveRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration?.active ? registration : null;
  } catch {
    return null;
  }
}

/**
 * Shows `notification` if permission is granted: through the service worker when one is active, else
 * with `new Notification`. Resolves with whether it was shown; never rejects.
 */
export async function showSystemNotification(notification: SystemNotification): Promise<boolean> {
  if (getNotificationPermission() !== 'granted') return false;
  const { title, body, tag, path } = notification;
  const options: NotificationOptions = { body, tag, icon: NOTIFICATION_ICON, data: { path } };
  const registration = await getActiveRegistration();
  if (registration) {
    try {
      await registration.showNotification(title, options);
      return true;
    } catch (error) {
      console.warn('notifications: the service worker could not show one', error);
    }
  }
  try {
    const shown = new Notification(title, options);
    shown.addEventListener('click', () => {
      window.focus();
      shown.close();
    });
    return true;
  } catch (error) {
    console.warn('notifications: could not show one', error);
    return false;
  }
}
