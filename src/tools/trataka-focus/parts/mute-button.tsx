/**
 * Trataka's ambient drone control (docs/tools/trataka-focus.md#errors): Mute, with the audio's state in
 * its words while the drone loads or when it is missing.
 */
import { Volume2, VolumeX } from 'lucide';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import type { AmbientAudio } from './use-ambient-drone';

/** docs/tools/trataka-focus.md#errors: the audio texts on screen (status line) and on the mute control. */
export const AUDIO_TEXT = {
  loading: { status: 'Loading audio...', control: 'Loading...' },
  loaded: { status: 'Ambient drone ready', control: 'Mute' },
  failed: { status: 'Audio file not found', control: 'Audio unavailable' },
} as const satisfies Record<AmbientAudio, { status: string; control: string }>;

/** Mute or unmute the drone; disabled until it has loaded. */
export function MuteButton({
  audio,
  isMuted,
  onMutedChange,
}: {
  audio: AmbientAudio;
  isMuted: boolean;
  onMutedChange: (isMuted: boolean) => void;
}) {
  return (
    <Button
      variant="secondary"
      onClick={() => onMutedChange(!isMuted)}
      aria-pressed={audio === 'loaded' ? isMuted : undefined}
      disabled={audio !== 'loaded'}
      data-testid="mute"
    >
      {isMuted || audio === 'failed' ? (
        <Icon icon={VolumeX} size={18} />
      ) : (
        <Icon icon={Volume2} size={18} />
      )}
      {AUDIO_TEXT[audio].control}
    </Button>
  );
}
