/**
 * Trataka's heading (docs/tools/trataka-focus.md#screen): before a session, the intro with the settings in
 * use and Begin Session; during one, the time left (or the eyes-closed time) and the interruptions.
 */
import { Countdown } from '../../../components/session/countdown';
import { Button } from '../../../components/ui/button';

/** The intro before a session. */
export function TratakaIntro({
  durationMin,
  isDim,
  hasAfterimage,
  onBegin,
}: {
  durationMin: number;
  isDim: boolean;
  hasAfterimage: boolean;
  onBegin: () => void;
}) {
  return (
    <div className="mb-5 text-center">
      <h2 className="text-2xl font-semibold md:text-3xl">Gaze at the Flame</h2>
      <p className="mx-auto mt-2 max-w-md text-muted">
        Sit an arm&apos;s length from the screen with the flame at eye level. Rest your gaze on it,
        blink only when you need to, and stay still: a mouse movement, a key, a touch or a scroll
        counts as an interruption.
      </p>
      <p className="mt-3 text-sm font-medium" data-testid="intro-settings">
        {durationMin} min · Dim Surroundings {isDim ? 'on' : 'off'}
        {hasAfterimage ? ' · Afterimage' : ''}
      </p>
      <Button className="mt-4" size="lg" onClick={onBegin}>
        Begin Session
      </Button>
    </div>
  );
}

/** The clocks during a session. */
export function TratakaClocks({
  secondsLeft,
  isAfterimage,
  interruptions,
}: {
  secondsLeft: number;
  isAfterimage: boolean;
  interruptions: number;
}) {
  return (
    <div className="relative z-50 mb-4 flex items-end justify-center gap-12 text-center">
      <Countdown seconds={secondsLeft} caption={isAfterimage ? 'Eyes closed' : 'Time left'} />
      <p aria-live="polite" aria-atomic="true">
        <span className="block text-sm text-muted">Interruptions</span>
        <span className="font-display text-5xl font-light tabular-nums" data-testid="interruptions">
          {interruptions}
        </span>
      </p>
    </div>
  );
}
