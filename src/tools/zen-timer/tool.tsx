/** Visual-scene timer island (docs/tools/zen-timer.md#screen, #behaviour, #constants): the scene, the ring, controls, completion. */
import { Eye, EyeOff, Maximize, Minimize, Square } from 'lucide';
import { Icon } from '../../components/ui/icon';
import { useRef, useState, type CSSProperties } from 'react';
import { Countdown } from '../../components/session/countdown';
import { ProgressRing } from '../../components/session/progress-ring';
import {
  SessionSummary,
  formatMinutesPractised,
  SessionEndedSummary,
} from '../../components/session/session-summary';
import { lazySettings } from '../../components/session/settings-dialog';
import { TransportControls } from '../../components/session/transport';
import { ImmersiveDialog } from '../../components/session/immersive-dialog';
import { Button } from '../../components/ui/button';
import { playChime } from '../../lib/audio/chimes';
import { formatClock } from '../../lib/clock/format-clock';
import { useCompletion } from '../../lib/session/use-completion';
import { useSession } from '../../lib/session/use-session';
import { cn } from '../../lib/ui/cn';
import { CLOSING_CHIME, initialState, stepDown, stepUp, zenTimer } from './machine';
import { SceneCanvas } from './parts/scene-canvas';
import { useFullscreen } from './parts/use-fullscreen';
import { SCENES } from './scenes/catalog';
import { STORE } from './storage';

/** The gear button and settings dialog; the panel's code loads with the dialog. */
const ZenSettings = lazySettings(
  'Zen Timer Settings',
  () => import('./parts/zen-settings-panel'),
  (module) => module.ZenSettingsPanel,
);

const CHROME = 'bg-surface/80 text-ink shadow-soft';

/** The zen timer. */
export default function ZenTimer() {
  const { state, view, send, completions, ending } = useSession(
    zenTimer,
    () => initialState(),
    STORE,
  );
  const summary = useCompletion(completions, { onComplete: () => playChime(CLOSING_CHIME) });
  const [isHidden, setHidden] = useState(false);
  const stageRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(stageRef);

  const sky = SCENES[view.scene];
  const isUnderWay = view.status === 'running' || view.status === 'paused';
  const stage = (
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
          onClick={() => setHidden(false)}
          className={`absolute top-3 right-3 opacity-70 hover:opacity-100 focus-visible:opacity-100 ${CHROME}`}
        >
          <Icon icon={Eye} size={18} />
          Show interface
        </Button>
      ) : (
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
            <Button
              variant="ghost"
              size="icon"
              onClick={() => setHidden(true)}
              aria-label="Hide interface"
            >
              <Icon icon={EyeOff} size={20} />
            </Button>
          </div>
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
        </>
      )}
    </div>
  );

  return (
    <section aria-label="Zen timer">
      {/* The scene's place on the page keeps its size while the scene is alone on the screen. */}
      <div className="h-[34rem] md:h-[min(78dvh,44rem)]">{!isHidden && stage}</div>
      {isHidden && (
        // docs/tools/zen-timer.md#screen: hiding the interface leaves the scene alone, edge to edge (issue 24), with
        // Show interface and Escape to come back
        <ImmersiveDialog
          label={`Zen timer, ${view.sceneName}`}
          testId="zen-scene"
          onClose={() => setHidden(false)}
          onSpace={() => {
            const event = zenTimer.spaceEventOf?.(state);
            if (event) send(event);
          }}
          className="m-0 h-dvh max-h-none w-full max-w-none overflow-hidden border-0 p-0 backdrop:bg-black"
        >
          {stage}
        </ImmersiveDialog>
      )}

      <SessionSummary
        open={summary.isOpen}
        onOpenChange={summary.setOpen}
        seconds={view.completedMinutes * 60}
        description={`You meditated for ${formatMinutesPractised(view.completedMinutes * 60)} with ${view.sceneName}.`}
        items={[]}
        newSessionLabel="Continue Journey"
        onNewSession={() => {
          summary.setOpen(false);
          send({ type: 'stop' });
        }}
      />
      <SessionEndedSummary ending={ending} />
    </section>
  );
}
