/**
 * Lock-screen and headset controls for the sound tools (Media Session API): while a tool's sound is
 * under way, the platform shows its title and Stillwell's artwork with play/pause, and a headset button
 * pauses it. The audio engine plays sound tools through a media element (preferMediaOutput), which is
 * what phones attach these controls to. The code that talks to the platform (media-session-controls.ts)
 * loads the first time there is something to control.
 */
import { useEffect, useEffectEvent } from 'react';
import { createLoadable, useLoadable } from '../ui/loadable';

/** What the controls show and do. */
export interface MediaSessionOptions {
  /** There is something to control (a session or sound under way, playing or paused). */
  readonly isActive: boolean;
  /** It is playing now. */
  readonly isPlaying: boolean;
  /** The title shown, e.g. 'Rain Meditation'. */
  readonly title: string;
  readonly onPlay: () => void;
  readonly onPause: () => void;
  /** Stop, where the tool has one (ends or resets the session). */
  readonly onStop?: () => void;
}

const CONTROLS = createLoadable(() => import('./media-session-controls'));

/** Sets the Media Session while `isActive`, and clears it after. */
export function useMediaSession(options: MediaSessionOptions): void {
  const { isActive, isPlaying, title } = options;
  const play = useEffectEvent(() => options.onPlay());
  const pause = useEffectEvent(() => options.onPause());
  const stop = useEffectEvent(() => (options.onStop ?? options.onPause)());
  const hasMediaSession = typeof navigator !== 'undefined' && 'mediaSession' in navigator;
  // why no error handler: without its code (offline before it was cached) the sound plays on, only
  // without lock-screen controls
  const controls = useLoadable(CONTROLS, isActive && hasMediaSession);

  useEffect(() => {
    if (!controls) return undefined;
    return controls.showMediaControls(title, {
      play: () => play(),
      pause: () => pause(),
      stop: () => stop(),
    });
  }, [controls, title]);

  useEffect(() => {
    if (controls) controls.setMediaPlaying(isPlaying);
  }, [controls, isPlaying]);
}
