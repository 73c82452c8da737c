/** The focus timer's Settings view (spec 2 "Focus timer screens", §9): sound, auto-start, notifications. */
import { NotificationSwitch } from '../../../components/session/notification-switch';
import { SettingsDialog } from '../../../components/session/settings-dialog';
import { SwitchRow } from '../../../components/session/switch-row';
import type { NotificationStatus } from '../../../lib/notify/use-system-notifications';
import { AUTO_START_DELAY_MS, LONG_BREAK_EVERY, MODE_MIN } from '../machine';

/** The settings button and dialog. */
export function FocusSettings({
  isSoundOn,
  onSoundChange,
  isAutoStart,
  onAutoStartChange,
  notificationStatus,
  onNotificationsChange,
}: {
  isSoundOn: boolean;
  onSoundChange: (isOn: boolean) => void;
  isAutoStart: boolean;
  onAutoStartChange: (isOn: boolean) => void;
  notificationStatus: NotificationStatus;
  onNotificationsChange: (isOn: boolean) => void;
}) {
  return (
    <SettingsDialog title="Settings">
      <SwitchRow
        label="Sound notifications"
        description="A short beep when a timer finishes."
        checked={isSoundOn}
        onCheckedChange={onSoundChange}
      />
      <SwitchRow
        label="Auto-start next session"
        description={`The next session starts by itself ${AUTO_START_DELAY_MS / 1000} second after one ends.`}
        checked={isAutoStart}
        onCheckedChange={onAutoStartChange}
      />
      <NotificationSwitch
        label="Notify me when a session ends"
        status={notificationStatus}
        onEnabledChange={onNotificationsChange}
      />
      <p className="rounded-xl bg-surface-2 px-4 py-3 text-sm text-muted">
        Focus {MODE_MIN.focus} min, short break {MODE_MIN.shortBreak} min, long break{' '}
        {MODE_MIN.longBreak} min: a long break after every {LONG_BREAK_EVERY}th focus session.
      </p>
    </SettingsDialog>
  );
}
