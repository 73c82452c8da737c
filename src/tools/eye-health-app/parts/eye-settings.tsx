/** The Settings side panel (spec 2 "Eye-health timer screen"): sound, auto-start, today's count, the rule. */
import { Settings2 } from 'lucide-react';
import { useState } from 'react';
import { formatSessionCount } from '../../../components/session/history-list';
import { NotificationSwitch } from '../../../components/session/notification-switch';
import { SwitchRow } from '../../../components/session/switch-row';
import { Button } from '../../../components/ui/button';
import type { NotificationStatus } from '../../../lib/notify/use-system-notifications';
import { SidePanel } from './side-panel';

/** The settings button and panel. */
export function EyeSettings({
  isSoundOn,
  onSoundChange,
  isAutoStart,
  onAutoStartChange,
  todayCount,
  notificationStatus,
  onNotificationsChange,
}: {
  isSoundOn: boolean;
  onSoundChange: (isOn: boolean) => void;
  isAutoStart: boolean;
  onAutoStartChange: (isOn: boolean) => void;
  todayCount: number;
  notificationStatus: NotificationStatus;
  onNotificationsChange: (isOn: boolean) => void;
}) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Settings"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Settings2 aria-hidden size={20} />
      </Button>
      <SidePanel title="Settings" open={isOpen} onOpenChange={setOpen}>
        <div className="space-y-6">
          <SwitchRow
            label="Sound notifications"
            description="A chime when a break begins and a soft tone every other second of it."
            checked={isSoundOn}
            onCheckedChange={onSoundChange}
          />
          <SwitchRow
            label="Auto-start next session"
            description="After Continue, the next 20 minutes start by themselves a second later. Not remembered after you leave."
            checked={isAutoStart}
            onCheckedChange={onAutoStartChange}
          />
          <NotificationSwitch
            label="Notify me when a break is due"
            status={notificationStatus}
            onEnabledChange={onNotificationsChange}
          />
          <p className="flex items-baseline justify-between rounded-xl bg-surface-2 px-4 py-3">
            <span className="font-medium">Today’s sessions</span>
            <span className="text-muted" data-testid="settings-today-count">
              {formatSessionCount(todayCount)}
            </span>
          </p>
          <p className="text-sm text-muted">
            The 20-20-20 rule: every 20 minutes of screen time, look at something 20 feet (about 6
            metres) away for 20 seconds. It gives the muscles that focus your eyes a rest.
          </p>
        </div>
      </SidePanel>
    </>
  );
}
