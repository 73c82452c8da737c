/**
 * The bowl's controls (docs/tools/sound-bowl.md#screen, #validation): the bowl itself, struck by a tap,
 * and the play / pause / resume button with Stop; all wait while the audio loads or is unavailable.
 */
import { TransportControls } from '../../../components/session/transport';
import { Button } from '../../../components/ui/button';
import { SpriteIcon } from '../../../components/ui/sprite-icon';
import type { View } from '../machine';
import { BowlArt } from './bowl-art';

/** What the bowl shows and does. */
export interface StrikeButtonProps {
  isRinging: boolean;
  /** Changes with each strike, so the ripple starts again. */
  strikeKey: number;
  isDisabled: boolean;
  onStrike: () => void;
}

/** The bowl as a button: a tap strikes it. */
export function StrikeButton({ isRinging, strikeKey, isDisabled, onStrike }: StrikeButtonProps) {
  return (
    <button
      type="button"
      onClick={onStrike}
      disabled={isDisabled}
      aria-label="Strike the bowl"
      data-testid="bowl"
      data-ringing={isRinging ? '' : undefined}
      className="w-full max-w-80 rounded-card transition-transform duration-300 enabled:cursor-pointer enabled:hover:scale-[1.02] enabled:active:scale-[0.98] disabled:cursor-not-allowed"
    >
      <BowlArt isRinging={isRinging} strikeKey={strikeKey} />
    </button>
  );
}

/** What the transport shows and does. */
export interface BowlTransportProps {
  view: View;
  onStart: () => void;
  onPause: () => void;
  onResume: () => void;
  onStop: () => void;
}

/** Play, pause or resume in one round button, and Stop while a session is under way. */
export function BowlTransport({ view, onStart, onPause, onResume, onStop }: BowlTransportProps) {
  return (
    <TransportControls
      variant="round"
      className="mt-5 gap-4"
      status={view.isPlaying ? 'running' : view.isPaused ? 'paused' : 'idle'}
      labels={{ start: 'Play' }}
      isDisabled={view.isDisabled}
      onStart={onStart}
      onPause={onPause}
      onResume={onResume}
    >
      <Button
        variant="secondary"
        size="icon"
        className="size-12"
        onClick={onStop}
        disabled={view.isDisabled || (!view.isPlaying && !view.isPaused)}
        aria-label="Stop"
      >
        <SpriteIcon name="bowl-stop" size={18} />
      </Button>
    </TransportControls>
  );
}
