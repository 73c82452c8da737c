/**
 * Start, pause, resume and reset with the labels a session's state calls for. The main button always
 * says what it will do ('Start' / 'Pause' / 'Resume', or a tool's own words such as 'Begin Rain
 * Session'); Reset is offered once a session has begun.
 */
import { SpriteIcon } from '../ui/sprite-icon';
// the icons' drawings are in the page's sprite (ToolLayout.astro), not in this file's bundle
import { KIT_ICON_NAMES } from './kit-icon-names';
import type { ReactNode } from 'react';
import type { SessionStatus } from '../../lib/session/timed-session';
import { cn } from '../../lib/ui/cn';
import { Button } from '../ui/button';

/** Words on the main button per state (defaults: Start, Pause, Resume). */
export interface TransportLabels {
  readonly start?: string;
  readonly pause?: string;
  readonly resume?: string;
  readonly reset?: string;
}

/** The action the main button takes in `status`. */
export function mainActionOf(status: SessionStatus): 'start' | 'pause' | 'resume' {
  if (status === 'running') return 'pause';
  if (status === 'paused') return 'resume';
  return 'start';
}

/**
 * The transport row. `variant="round"` is a single round icon button named by its action (the bowl,
 * box breathing); `"labelled"` shows the words beside the icon; `"compact"` is the labelled main button
 * at bar height with Reset as an icon named 'Reset' (the sound mixer's bar, issue 24).
 */
export function TransportControls({
  status,
  onStart,
  onPause,
  onResume,
  onReset,
  canStart = true,
  isDisabled = false,
  showReset,
  isMainShown = true,
  labels = {},
  variant = 'labelled',
  size = 'lg',
  className,
  children,
}: {
  status: SessionStatus;
  onStart: () => void;
  onPause: () => void;
  onResume?: () => void;
  /** Without it, no Reset button. */
  onReset?: () => void;
  /** Start is disabled (nothing chosen yet, sounds loading). */
  canStart?: boolean;
  /** Every control is disabled (audio unavailable). */
  isDisabled?: boolean;
  /** Show Reset; default: once the session has begun. */
  showReset?: boolean;
  /** Show the main button (a finished session may offer only Reset and Summary). */
  isMainShown?: boolean;
  labels?: TransportLabels;
  variant?: 'labelled' | 'round' | 'compact';
  size?: 'md' | 'lg';
  className?: string;
  /** Extra controls after the main ones (Stop, Summary). */
  children?: ReactNode;
}) {
  const action = mainActionOf(status);
  const text = {
    start: labels.start ?? 'Start',
    pause: labels.pause ?? 'Pause',
    resume: labels.resume ?? 'Resume',
  }[action];
  const onMain = { start: onStart, pause: onPause, resume: onResume ?? onStart }[action];
  const icon =
    action === 'pause' ? (
      <SpriteIcon name={KIT_ICON_NAMES.pause} size={variant === 'round' ? 28 : 20} />
    ) : (
      <SpriteIcon
        name={KIT_ICON_NAMES.play}
        size={variant === 'round' ? 28 : 20}
        className={variant === 'round' ? 'ml-1' : undefined}
      />
    );
  const isResetShown = onReset !== undefined && (showReset ?? status !== 'idle');
  const isCompact = variant === 'compact';
  return (
    <div
      data-slot="transport"
      className={cn(
        'flex items-center justify-center',
        isCompact ? 'gap-2' : 'flex-wrap gap-3',
        className,
      )}
    >
      {!isMainShown ? null : variant === 'round' ? (
        <Button
          size="round"
          onClick={onMain}
          disabled={isDisabled || (action === 'start' && !canStart)}
          aria-label={text}
          className="transition-transform hover:scale-105"
        >
          {icon}
        </Button>
      ) : (
        <Button
          size={isCompact ? 'md' : size}
          onClick={onMain}
          disabled={isDisabled || (action === 'start' && !canStart)}
          // a fixed width: 'Play' and 'Pause' swap without moving what follows
          className={isCompact ? 'h-10 w-28 px-0' : undefined}
        >
          {icon}
          {text}
        </Button>
      )}
      {isResetShown && isCompact && (
        <Button
          variant="secondary"
          size="icon"
          onClick={onReset}
          disabled={isDisabled}
          aria-label={labels.reset ?? 'Reset'}
          title={labels.reset ?? 'Reset'}
        >
          <SpriteIcon name={KIT_ICON_NAMES.reset} size={16} />
        </Button>
      )}
      {isResetShown && !isCompact && (
        <Button variant="secondary" size={size} onClick={onReset} disabled={isDisabled}>
          <SpriteIcon name={KIT_ICON_NAMES.reset} size={18} />
          {labels.reset ?? 'Reset'}
        </Button>
      )}
      {children}
    </div>
  );
}
