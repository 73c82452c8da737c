/**
 * The long-running timers' settings switches (focus and eye): the sound, auto-start and system
 * notifications, each with the tool's own words. Loaded with the tool's panels.
 */
import type { LongTimerSettings } from './long-timer-settings';
import { NotificationSwitch } from './notification-switch';
import { SwitchRow } from './switch-row';

/** The three switches, in the order both tools show them. */
export function LongTimerSwitches({
  soundDescription,
  autoStartDescription,
  notifyLabel,
  settings: {
    isSoundOn,
    onSoundChange,
    isAutoStart,
    onAutoStartChange,
    notificationStatus,
    onNotificationsChange,
  },
}: {
  soundDescription: string;
  autoStartDescription: string;
  notifyLabel: string;
  settings: LongTimerSettings;
}) {
  return (
    <>
      <SwitchRow
        label="Sound notifications"
        description={soundDescription}
        checked={isSoundOn}
        onCheckedChange={onSoundChange}
      />
      <SwitchRow
        label="Auto-start next session"
        description={autoStartDescription}
        checked={isAutoStart}
        onCheckedChange={onAutoStartChange}
      />
      <NotificationSwitch
        label={notifyLabel}
        status={notificationStatus}
        onEnabledChange={onNotificationsChange}
      />
    </>
  );
}
