/**
 * Breath-sync's clock bar (docs/tools/breath-sync.md#screen): the session's clock, time breathed of the
 * whole, and the gear button with the settings (length and the optional cues of issue 9).
 */
import { lazySettings } from '../../../components/session/settings-dialog';
import { formatClock } from '../../../lib/clock/format-clock';
import type { Untimed } from '../../../lib/session/use-session';
import type { Event, View } from '../machine';

/** The gear button and settings dialog; the panel's code loads with the dialog. */
const BreathSettings = lazySettings(
  'Breath Sync Settings',
  () => import('./breath-settings-panel'),
  (module) => module.BreathSettingsPanel,
);

/** What the clock bar shows and does. */
export interface BreathClockBarProps {
  view: View;
  /** Sends a visitor's event (the session hook's `send`). */
  send: (event: Untimed<Event>) => void;
  /** A session is under way: the settings are shown but cannot change. */
  isActive: boolean;
  canVibrate: boolean;
  canSpeak: boolean;
}

/** The clock, centred between a spacer and the gear button. */
export function BreathClockBar({
  view,
  send,
  isActive,
  canVibrate,
  canSpeak,
}: BreathClockBarProps) {
  return (
    <div className="mt-3 flex w-full items-center gap-2">
      {/* the spacer balances the gear button, so the clock sits in the middle */}
      <span aria-hidden className="size-10" />
      <p
        role="timer"
        aria-label={`${formatClock(view.elapsedSec)} of ${formatClock(view.totalSec)}`}
        className="flex-1 text-center font-display text-2xl text-muted tabular-nums"
        data-testid="session-clock"
      >
        <span className="text-ink">{formatClock(view.elapsedSec)}</span> /{' '}
        {formatClock(view.totalSec)}
      </p>
      <BreathSettings
        durationMin={view.durationMin}
        onDurationChange={(next) => send({ type: 'setDuration', durationMin: next })}
        canChange={!isActive}
        isToneOn={view.isToneOn}
        onToneChange={(isOn) => send({ type: 'setTone', isToneOn: isOn })}
        isVibrationOn={view.isVibrationOn}
        onVibrationChange={(isOn) => send({ type: 'setVibration', isVibrationOn: isOn })}
        canVibrate={canVibrate}
        isVoiceOn={view.isVoiceOn}
        onVoiceChange={(isOn) => send({ type: 'setVoice', isVoiceOn: isOn })}
        canSpeak={canSpeak}
      />
    </div>
  );
}
