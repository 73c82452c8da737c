/**
 * A tool's opt-in switch for system notifications, over `system-notifications.ts`. The opt-in is stored
 * under the tool's own key; the permission is the browser's. What the switch shows:
 *
 * - 'on': opted in and allowed; `notifyIfHidden` shows notifications while the tab is hidden.
 * - 'off': not opted in (or the prompt was dismissed).
 * - 'blocked': the browser denies notifications to the site. Explained beside the switch, in place, once
 *   the visitor has tried to turn it on or had it on; never asked again, never announced elsewhere.
 * - 'unsupported': this browser has no notifications.
 */
import { useCallback, useReducer, useState, useSyncExternalStore } from 'react';
import type { StorageKeyDef } from '../storage/storage';
import { useStored } from '../storage/use-stored';
import {
  getNotificationPermission,
  requestNotificationPermission,
  type NotificationPermissionState,
  type SystemNotification,
} from './permission';

// why a separate chunk: a notification is shown rarely; the page loads without that code
const loadNotifier = () => import('./system-notifications');

/** What a tool's notification switch shows. */
export type NotificationStatus = 'on' | 'off' | 'blocked' | 'unsupported';

/** The status from the stored opt-in, the permission, and whether the visitor tried this visit. */
export function toNotificationStatus(
  isOptedIn: boolean,
  permission: NotificationPermissionState,
  hasTried: boolean,
): NotificationStatus {
  if (permission === 'unsupported') return 'unsupported';
  if (permission === 'denied') return isOptedIn || hasTried ? 'blocked' : 'off';
  return isOptedIn && permission === 'granted' ? 'on' : 'off';
}

// why these events: a visitor changes the permission in the browser's site settings, then comes back
function subscribePermission(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  window.addEventListener('focus', onChange);
  return () => {
    document.removeEventListener('visibilitychange', onChange);
    window.removeEventListener('focus', onChange);
  };
}

const getServerPermission = (): NotificationPermissionState => 'default';

/** What `useSystemNotifications` returns. */
export interface SystemNotifications {
  readonly status: NotificationStatus;
  /** Turns notifications on (asks the browser if needed) or off; call from the visitor's gesture. */
  readonly setEnabled: (isEnabled: boolean) => void;
  /** Shows `notification` when notifications are on and the page is hidden; otherwise nothing. */
  readonly notifyIfHidden: (notification: SystemNotification) => void;
}

/** The opt-in stored under `optInKey`, the browser's permission, and a way to notify. */
export function useSystemNotifications(optInKey: StorageKeyDef<boolean>): SystemNotifications {
  const [isOptedIn, setOptedIn] = useStored(optInKey);
  const [hasTried, setTried] = useState(false);
  // why: the browser's answer changes the permission without an event; render again to read it
  const [, onAnswer] = useReducer((count: number) => count + 1, 0);
  const permission = useSyncExternalStore(
    subscribePermission,
    getNotificationPermission,
    getServerPermission,
  );
  const status = toNotificationStatus(isOptedIn, permission, hasTried);

  const setEnabled = useCallback(
    (isEnabled: boolean) => {
      if (!isEnabled) {
        setOptedIn(false);
        return;
      }
      setTried(true);
      void requestNotificationPermission().then((result) => {
        setOptedIn(result === 'granted');
        onAnswer();
      });
    },
    [setOptedIn],
  );

  const notifyIfHidden = useCallback(
    (notification: SystemNotification) => {
      if (status !== 'on' || document.visibilityState !== 'hidden') return;
      loadNotifier()
        .then((notifier) => notifier.showSystemNotification(notification))
        .catch((error: unknown) => console.warn('notifications: could not load', error));
    },
    [status],
  );

  return { status, setEnabled, notifyIfHidden };
}
