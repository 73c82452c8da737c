/**
 * The garden's header (docs/tools/garden-plant-meditation.md#screen, #errors): the garden's name, its
 * plants and level, the audio status while it is not ready, and the Mute and Settings buttons.
 */
import { Settings2, Volume2, VolumeX } from 'lucide';
import { AudioStatusLine } from '../../../components/session/audio-status';
import type { LazyPanels } from '../../../components/session/lazy-panels';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import type { View } from '../machine';
import { AUDIO_TEXT, type BirdsongStatus } from './use-birdsong';

/** What the header shows and does. */
export interface GardenHeaderProps {
  gardenName: string;
  view: View;
  audio: BirdsongStatus;
  isMuted: boolean;
  onMutedChange: (isMuted: boolean) => void;
  /** The settings panel, loaded when first opened. */
  panels: LazyPanels<'settings', unknown>;
}

/** The name and level on the left, the buttons on the right. */
export function GardenHeader({
  gardenName,
  view,
  audio,
  isMuted,
  onMutedChange,
  panels,
}: GardenHeaderProps) {
  return (
    <header className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <h2 className="text-2xl font-semibold break-words" data-testid="garden-name">
          {gardenName}
        </h2>
        <p className="text-sm text-muted" data-testid="garden-level">
          {view.plantCount} {view.plantCount === 1 ? 'plant' : 'plants'} · Level {view.level}
        </p>
        <AudioStatusLine text={AUDIO_TEXT[audio].page} isError={audio === 'unavailable'} />
      </div>
      <div className="flex shrink-0 items-center gap-1">
        <Button
          variant="ghost"
          size="icon"
          onClick={() => onMutedChange(!isMuted)}
          aria-pressed={isMuted}
          aria-label="Mute"
        >
          {isMuted ? <Icon icon={VolumeX} size={20} /> : <Icon icon={Volume2} size={20} />}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Settings"
          aria-haspopup="dialog"
          onClick={() => panels.show('settings')}
          onPointerEnter={panels.preload}
          onFocus={panels.preload}
        >
          <Icon icon={Settings2} size={20} />
        </Button>
      </div>
    </header>
  );
}
