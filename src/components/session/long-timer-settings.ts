/**
 * What a long timer's settings switches show and change (focus and eye), built in the island and
 * handed to its lazily loaded panels (long-timer-switches.tsx) as one value.
 */
import type {
  NotificationStatus,
  SystemNotifications,
} from '../../lib/notify/use-system-notifications';

/** The sound, auto-start and notification switches' values and handlers. */
export interface LongTimerSettings {
  readonly isSoundOn: boolean;
  readonly onSoundChange: (isOn: boolean) => void;
  readonly isAutoStart: boolean;
  readonly onAutoStartChange: (isOn: boolean) => void;
  readonly notificationStatus: NotificationStatus;
  readonly onNotificationsChange: (isOn: boolean) => void;
}

/** The switches of a long timer whose machine takes `setSound` and `setAutoStart`. */
export function longTimerSettingsOf(
  { isSoundOn, isAutoStart }: { readonly isSoundOn: boolean; readonly isAutoStart: boolean },
  send: (
    event:
      { type: 'setSound'; isSoundOn: boolean } | { type: 'setAutoStart'; isAutoStart: boolean },
  ) => void,
  notifications: SystemNotifications,
): LongTimerSettings {
  return {
    isSoundOn,
    onSoundChange: (next) => send({ type: 'setSound', isSoundOn: next }),
    isAutoStart,
    onAutoStartChange: (next) => send({ type: 'setAutoStart', isAutoStart: next }),
    notificationStatus: notifications.status,
    onNotificationsChange: notifications.setEnabled,
  };
}
