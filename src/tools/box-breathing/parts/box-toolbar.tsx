/**
 * Box breathing's toolbar (docs/tools/box-breathing.md#screen): in the card's top corner, the phase
 * tones switch and the gear button with the settings (length in rounds, vibration).
 */
import { Volume2, VolumeX } from 'lucide';
import { lazySettings } from '../../../components/session/settings-dialog';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import type { Untimed } from '../../../lib/session/use-session';
import type { Event, View } from '../machine';

/** The gear button and settings dialog; the panel's code loads with the dialog. */
const BoxSettings = lazySettings(
  'Breathing Settings',
  () => import('./box-settings-panel'),
  (module) => module.BoxSettingsPanel,
);

/** What the toolbar shows and does. */
export interface BoxToolbarProps {
  view: View;
  /** Sends a visitor's event (the session hook's `send`). */
  send: (event: Untimed<Event>) => void;
}

/** The tones switch and the settings. */
export function BoxToolbar({ view, send }: BoxToolbarProps) {
  return (
    <div className="absolute top-3 right-3 flex gap-1 md:top-4 md:right-4">
      <Button
        variant="ghost"
        size="icon"
        onClick={() => send({ type: 'setSound', isSoundOn: !view.isSoundOn })}
        aria-pressed={view.isSoundOn}
        aria-label="Phase tones"
      >
        <Icon icon={view.isSoundOn ? Volume2 : VolumeX} size={20} />
      </Button>
      <BoxSettings
        durationMin={view.durationMin}
        onDuration={(durationMin) => send({ type: 'setDuration', durationMin })}
        canChangeLength={view.status === 'idle'}
        isVibrating={view.isVibrating}
        onVibrate={(isVibrating) => send({ type: 'setVibration', isVibrating })}
      />
    </div>
  );
}
