/**
 * The bowl card's top corners (docs/tools/sound-bowl.md#screen, #errors): mute and the settings dialog on
 * the right, the audio status on the left.
 */
import { AudioStatusLine } from '../../../components/session/audio-status';
import { lazySettings } from '../../../components/session/settings-dialog';
import { Button } from '../../../components/ui/button';
import { SpriteIcon } from '../../../components/ui/sprite-icon';
import type { Untimed } from '../../../lib/session/use-session';
import type { BowlAudio, Event, TimerOptions } from '../machine';

/** The gear button and settings dialog; the panel's code loads with the dialog. */
const BowlSettings = lazySettings(
  'Bowl Settings',
  () => import('./bowl-settings-panel'),
  (module) => module.BowlSettingsPanel,
);

/** Main-screen status texts (docs/tools/sound-bowl.md#errors). */
const STATUS_TEXT: Record<BowlAudio, string> = {
  loading: 'Loading...',
  ready: '',
  unavailable: 'Audio unavailable',
};

/** What the top bar shows and does. */
export interface BowlTopBarProps {
  isMuted: boolean;
  volume: number;
  audio: BowlAudio;
  /** The timer settings as the visitor chose them. */
  timer: TimerOptions;
  /** Sends a visitor's event (the session hook's `send`). */
  send: (event: Untimed<Event>) => void;
}

/** Mute, the settings and the audio status line. */
export function BowlTopBar({ isMuted, volume, audio, timer, send }: BowlTopBarProps) {
  return (
    <>
      <div className="absolute top-4 right-4 flex gap-1">
        <Button
          variant="ghost"
          size="icon"
          onClick={() => send({ type: 'setMuted', isMuted: !isMuted })}
          aria-pressed={isMuted}
          aria-label="Mute"
        >
          <SpriteIcon name={isMuted ? 'bowl-muted' : 'bowl-sound-on'} size={20} />
        </Button>
        <BowlSettings
          volume={volume}
          onVolumeChange={(next) => send({ type: 'setVolume', volume: next })}
          audio={audio}
          timer={timer}
          onTimerChange={(change) => send({ type: 'setTimer', change })}
        />
      </div>
      <AudioStatusLine
        text={STATUS_TEXT[audio]}
        isError={audio === 'unavailable'}
        className="absolute top-6 left-6"
      />
    </>
  );
}
