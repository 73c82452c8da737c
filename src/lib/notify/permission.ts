/** The notification permission: read it, and ask for it from a visitor's gesture (never otherwise). */

/** The browser's notification permission, or 'unsupported' where there are no notifications. */
export type NotificationPermissionState = NotificationPermission | 'unsupported';

/** One notification. */
export interface SystemNotification {
  /** The headline, e.g. 'Focus session complete'. */
  readonly title: string;
  /** One line of detail. */
  readonly body: string;
  /** Replaces an earlier notification with the same tag instead of stacking. */
  readonly tag: string;
  /** The page a click opens or focuses, e.g. '/focus-timer'. */
  readonly path: string;
}

/** The current permission; never throws. */
export function getNotificationPermission(): NotificationPermissionState {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.permission;
}

/** Asks the browser for permission; call only from a visitor's gesture. Never throws. */
export async function requestNotificationPermission(): Promise<NotificationPermissionState> {
  const current = getNotificationPermission();
  if (current !== 'default') return current;
  try {
    // why the callback too: Safari before 15 only took a callback and returned undefined
    const result = await new Promise<NotificationPermission>((resolve) => {
      const returned = Notification.requestPermission(resolve) as
        Promise<NotificationPermission> | undefined;
      if (returned) void returned.then(resolve, () => resolve(Notification.permission));
    });
    return result;
  } catch (error) {
    console.warn('notifications: could not ask for permission', error);
    return getNotificationPermission();
  }
}
