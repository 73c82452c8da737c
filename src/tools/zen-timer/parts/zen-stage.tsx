/**
 * The zen timer's stage (docs/tools/zen-timer.md#screen): the scene under its sky, and over it the
 * toolbar (the scene's name, settings, full screen, Hide interface) and the ring with the controls, or
 * only Show interface while the interface is hidden.
 */
import { Eye, EyeOff, Maximize, Minimize, Square } from 'lucide';
import type { CSSProperties, Ref } from 'react';
import { Countdown } from '../../../components/session/countdown';
import { ProgressRing } from '../../../components/session/progress-ring';
import { lazySettings } from '../../../components/session/settings-dialog';
import { TransportControls } from '../../../components/session/transport';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { formatClock } from '../../../lib/clock/format-clock';
import type { Untimed } from '../../../lib/session/use-session';
import { cn } from '../../../lib/ui/cn';
import { stepDown, stepUp, type Event, type View } from '../machine';
import { SCENES } from '../scenes/catalog';
import { SceneCanvas } from './scene-canvas';
import type { useFullscreen } from './use-fullscreen';

/** The gear button and settings dialog; the panel's code loads with the dialog. */
const ZenSettings = lazySettings(
  'Zen Timer Settings',
  () => import('./zen-settings-panel'),
  (module) => module.ZenSettingsPanel,
);

const CHROME = 'bg-surface/80 text-ink shadow-soft';

/** Sends a visitor's event to the timer (the session hook's `send`). */
type Send = (event: Untimed<Event>) => void;

/** What the toolbar shows and does. */
export interface ZenToolbarProps {
  view: View;
  send: Send;
  fullscreen: ReturnType<typeof useFullscreen>;
  onHide: () => void;
}

/** Top of the stage: the scene's name, and the settings, full screen and Hide interface buttons. */
export function ZenToolbar({ view, send, fullscreen, onHide }: ZenToolbarProps) {
  return (
    <>
      <p
        className={`absolute top-3 left-3 rounded-full px-4 py-2 text-sm font-medium ${CHROME}`}
        data-testid="scene-name"
      >
        {view.sceneName}
      </p>
      <div className={`absolute top-3 right-3 flex gap-1 rounded-full p-1 ${CHROME}`}>
        <ZenSettings
          scene={view.scene}
          onSceneChange={(scene) => send({ type: 'setScene', scene, roll: Math.random() })}
          minutes={view.minutes}
          onStep={(direction) =>
            send({
              type: 'setDuration',
              durationMin: direction === 'up' ? stepUp(view.minutes) : stepDown(view.minutes),
            })
          }
          canStepUp={view.canStepUp}
          canStepDown={view.canStepDown}
          canChangeMinutes={view.canChangeMinutes}
        />
        {fullscreen.canFullscreen && (
          <Button
            variant="ghost"
            size="icon"
            onClick={fullscreen.toggle}
            aria-label={fullscreen.isFullscreen ? 'Exit full screen' : 'Full screen'}
          >
            {fullscreen.isFullscreen ? (
              <Icon icon={Minimize} size={20} />
            ) : (
              <Icon icon={Maximize} size={20} />
            )}
          </Button>
        )}
        <Button variant="ghost" size="icon" onClick={onHide} aria-label="Hide interface">
          <Icon icon={EyeOff} size={20} />
        </Button>
      </div>
    </>
  );
}

/** What the clock face shows and does. */
export interface ZenClockFaceProps {
  view: View;
  send: Send;
}

/** Middle of the stage: the ring with the time left and the status line, and the transport. */
export function ZenClockFace({ view, send }: ZenClockFaceProps) {
  const isUnderWay = view.status === 'running' || view.status === 'paused';
  return (
    <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center gap-6 p-6 pt-16">
      <div className={`pointer-events-auto rounded-full p-2.5 ${CHROME}`}>
        <ProgressRing
          fraction={view.progress}
          label="Session progress"
          className="size-52 md:size-60"
          trackClassName="stroke-line/70"
        >
          <Countdown
            seconds={view.secondsLeft}
            label={`${formatClock(view.secondsLeft)} left`}
            size="xl"
          />
          <p role="status" className="mt-1 text-sm text-muted" data-testid="status-line">
            {view.statusText}
          </p>
        </ProgressRing>
      </div>
      <TransportControls
        className="pointer-events-auto"
        size="md"
        status={isUnderWay ? view.status : 'idle'}
        labels={{ start: 'Begin' }}
        onStart={() => send({ type: 'start' })}
        onPause={() => send({ type: 'pause' })}
        onResume={() => send({ type: 'resume' })}
      >
        {isUnderWay && (
          <Button variant="secondary" onClick={() => send({ type: 'stop' })}>
            <Icon icon={Square} size={16} />
            Stop
          </Button>
        )}
      </TransportControls>
    </div>
  );
}

/** What the stage shows and does. */
export interface ZenStageProps extends ZenToolbarProps {
  /** The stage's box: the element that goes full screen. */
  stageRef: Ref<HTMLDivElement>;
  /** The interface is hidden: the scene is alone on the screen, with only Show interface. */
  isHidden: boolean;
  onShow: () => void;
}

/** The scene under its sky, with the interface over it (or only Show interface while it is hidden). */
export function ZenStage({
  view,
  send,
  fullscreen,
  onHide,
  stageRef,
  isHidden,
  onShow,
}: ZenStageProps) {
  const sky = SCENES[view.scene];
  return (
    <div
      ref={stageRef}
      className={cn(
        'relative isolate overflow-hidden [background:var(--sky-light)] dark:[background:var(--sky-dark)] [&:fullscreen]:h-dvh [&:fullscreen]:rounded-none',
        isHidden ? 'h-dvh' : 'h-full rounded-card shadow-soft',
      )}
      style={
        {
          '--sky-light': `linear-gradient(${sky.light.sky[0]}, ${sky.light.sky[1]})`,
          '--sky-dark': `linear-gradient(${sky.dark.sky[0]}, ${sky.dark.sky[1]})`,
        } as CSSProperties
      }
    >
      <SceneCanvas scene={view.scene} fieldSeed={view.fieldSeed} isMoving={view.isSceneMoving} />

      {isHidden ? (
        <Button
          variant="ghost"
          onClick={onShow}
          className={`absolute top-3 right-3 opacity-70 hover:opacity-100 focus-visible:opacity-100 ${CHROME}`}
        >
          <Icon icon={Eye} size={18} />
          Show interface
        </Button>
      ) : (
        <>
          <ZenToolbar view={view} send={send} fullscreen={fullscreen} onHide={onHide} />
          <ZenClockFace view={view} send={send} />
        </>
      )}
    </div>
  );
}
