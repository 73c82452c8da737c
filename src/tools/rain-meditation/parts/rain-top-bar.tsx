/**
 * The rain scene's top bar (docs/tools/rain-meditation.md#screen, #errors): the audio status, the figures
 * during a session, the scene toggle and the settings.
 */
import type { Ref } from 'react';
import { lazySettings } from '../../../components/session/settings-dialog';
import type { ShownStatus } from '../../../lib/audio/use-audio-status';
import type { Untimed } from '../../../lib/session/use-session';
import type { DurationMin, Event, View } from '../machine';
import { SceneTop } from './rain-scene';

/** The gear button and settings dialog; the panel's code loads with the dialog. */
const RainSettings = lazySettings(
  'Rain Settings',
  () => import('./rain-settings-panel'),
  (module) => module.RainSettingsPanel,
);

const READY_TEXT = 'Ready (Rain + Thunder)';

/** The status line (docs/tools/rain-meditation.md#errors texts; when only one part failed, it says which). */
function describeAudio({ rain, thunder }: Record<'rain' | 'thunder', ShownStatus>): string {
  if (rain === 'failed' && thunder === 'failed') return 'Audio failed to load';
  if (rain === 'loading' || thunder === 'loading') return 'Loading audio...';
  if (rain === 'failed') return 'Rain audio failed to load';
  if (thunder === 'failed') return 'Thunder audio failed to load';
  return READY_TEXT;
}

/** What the top bar shows and does. */
export interface RainTopBarProps {
  view: View;
  /** The load status of the rain and the thunder (`useRainAudio`). */
  audio: Record<'rain' | 'thunder', ShownStatus>;
  durationMin: DurationMin;
  intensity: number;
  /** A session is under way (running or paused): the scene toggle shows. */
  isActive: boolean;
  /** The scene toggle, for handing focus back to it when the full screen closes. */
  toggleRef: Ref<HTMLButtonElement>;
  /** Sends a visitor's event (the session hook's `send`). */
  send: (event: Untimed<Event>) => void;
}

/** The top of the scene, with the settings dialog. */
export function RainTopBar({
  view,
  audio,
  durationMin,
  intensity,
  isActive,
  toggleRef,
  send,
}: RainTopBarProps) {
  const audioText = describeAudio(audio);
  const isAudioFailed = audioText.endsWith('failed to load');
  return (
    <SceneTop
      // 'Ready (Rain + Thunder)' says its piece before a session, then keeps out of the way
      audio={
        view.isIdle || audioText !== READY_TEXT ? { text: audioText, isError: isAudioFailed } : null
      }
      figures={view.isIdle ? null : { secondsLeft: view.secondsLeft, strikes: view.strikes }}
      sceneToggle={
        isActive
          ? {
              isImmersive: view.isImmersive,
              onToggle: () => send({ type: view.isImmersive ? 'closeScene' : 'openScene' }),
            }
          : null
      }
      toggleRef={toggleRef}
      settings={
        <RainSettings
          durationMin={durationMin}
          onDurationChange={(next) => send({ type: 'setDuration', durationMin: next })}
          canChangeDuration={view.isIdle}
          intensity={intensity}
          onIntensityChange={(next) => send({ type: 'setIntensity', intensity: next })}
          audioText={audioText}
          isAudioFailed={isAudioFailed}
        />
      }
    />
  );
}
