/**
 * The rain scene's look and the controls laid over it: a sky that deepens to a band of water, the
 * figures and buttons at the top, the intro before a session, and the transport at the bottom, where a
 * thumb reaches it on a phone. Colours come from the design tokens, per theme, as page CSS
 * (SceneColors.astro: the classes `rain-colors` and `rain-backdrop`).
 */
import type { ReactNode, Ref } from 'react';
import { AudioStatusLine } from '../../../components/session/audio-status';
import { Countdown } from '../../../components/session/countdown';
import { Button } from '../../../components/ui/button';
import { SpriteIcon } from '../../../components/ui/sprite-icon';
import { cn } from '../../../lib/ui/cn';

/** The lightning glow's length: a gentle rise and a slow fade, ms. */
const GLOW_MS = 1_200;

/**
 * A soft, translucent surface that keeps text and buttons readable over the rain. No backdrop blur or shadow: they
 * would be recomputed over the moving rain every frame (several times the cost of the rain itself).
 */
const GLASS = 'bg-surface/80';

/** Top of the scene: the audio status before a session, the figures during one, and the buttons. */
export function SceneTop({
  audio,
  figures,
  sceneToggle,
  toggleRef,
  settings,
}: {
  /** The audio status line, when it has something to say. */
  audio: { text: string; isError: boolean } | null;
  /** Time left and strikes, once a session has begun. */
  figures: { secondsLeft: number; strikes: number } | null;
  /** Into or out of the full-screen scene, while a session is under way. */
  sceneToggle: { isImmersive: boolean; onToggle: () => void } | null;
  /** The scene toggle, for handing focus back to it when the full screen closes. */
  toggleRef?: Ref<HTMLButtonElement>;
  settings: ReactNode;
}) {
  return (
    <div className="pointer-events-none absolute inset-x-0 top-0 flex items-start justify-between gap-3 p-3 pt-[max(0.75rem,env(safe-area-inset-top))] md:p-5">
      <div className="flex flex-col items-start gap-2">
        {figures && (
          <div className={cn('flex items-end gap-6 rounded-2xl px-4 py-2', GLASS)}>
            <Countdown seconds={figures.secondsLeft} caption="Time left" size="md" />
            {/* Taps are announced politely (the count changes only on taps); the timer is not. */}
            <p
              aria-live="polite"
              aria-atomic="true"
              data-testid="strike-announcement"
              className="flex flex-col items-center"
            >
              <span className="text-sm text-muted">Strikes</span>
              <span className="font-display text-4xl font-light tabular-nums" data-testid="strikes">
                {figures.strikes}
              </span>
            </p>
          </div>
        )}
        {audio && (
          <AudioStatusLine
            text={audio.text}
            isError={audio.isError}
            className={cn('rounded-full px-3 py-1', GLASS, !audio.isError && 'text-ink')}
          />
        )}
      </div>
      <div className={cn('pointer-events-auto flex gap-1 rounded-full p-1', GLASS)}>
        {sceneToggle && (
          <Button
            ref={toggleRef}
            variant="ghost"
            size="icon"
            onClick={sceneToggle.onToggle}
            aria-label={sceneToggle.isImmersive ? 'Exit full screen' : 'Full screen'}
            aria-keyshortcuts={sceneToggle.isImmersive ? 'Escape' : undefined}
          >
            <SpriteIcon
              name={sceneToggle.isImmersive ? 'rain-exit-full-screen' : 'rain-full-screen'}
              size={20}
            />
          </Button>
        )}
        {settings}
      </div>
    </div>
  );
}

/** The intro before a session: what the rain does, the chosen length and intensity, and Begin. */
export function SceneIntro({
  settingsText,
  onBegin,
}: {
  settingsText: string;
  onBegin: () => void;
}) {
  return (
    <div className="pointer-events-none absolute inset-0 flex items-center justify-center p-5 pt-16">
      <div className={cn('pointer-events-auto max-w-sm rounded-card p-6 text-center', GLASS)}>
        <SpriteIcon name="rain-cloud" size={32} className="mx-auto text-primary" />
        <h2 className="mt-3 text-2xl font-semibold">Sit with the rain</h2>
        <p className="mt-2 text-muted">
          Listen to the rain, breathe slowly, and tap the sky whenever you like: each tap makes a
          large raindrop and a roll of thunder.
        </p>
        <p className="mt-3 text-sm font-medium" data-testid="intro-settings">
          {settingsText}
        </p>
        <Button className="mt-5" size="lg" onClick={onBegin}>
          Begin Rain Session
        </Button>
      </div>
    </div>
  );
}

/**
 * The lightning: a soft glow from the top of the sky that rises and fades (never a hard flash; the
 * machine allows at most three a second, WCAG 2.3.1). Left out entirely under reduced motion.
 */
export function LightningGlow({ count }: { count: number }) {
  return (
    <div
      key={count}
      ref={(glow) => {
        glow?.animate({ opacity: [0, 0.75, 0], offset: [0, 0.1, 1] }, GLOW_MS);
      }}
      aria-hidden="true"
      data-testid="flash"
      data-count={count}
      className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_100%_70%_at_50%_0%,var(--rain-flash),transparent_75%)] opacity-0"
    />
  );
}

/** A word in the middle of the scene ('Paused', 'Session complete'). */
export function SceneNote({ text }: { text: string }) {
  return (
    <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
      <p className={cn('rounded-full px-5 py-2 font-medium', GLASS)}>{text}</p>
    </div>
  );
}

/** Bottom of the scene: a hint until the first tap, and the transport within a thumb's reach. */
export function SceneBottom({
  hint,
  transportRef,
  children,
}: {
  hint: string | null;
  /** The transport's box, for moving focus to its main button. */
  transportRef?: Ref<HTMLDivElement>;
  children: ReactNode;
}) {
  return (
    <div className="pointer-events-none absolute inset-x-0 bottom-0 flex flex-col items-center gap-3 p-4 pb-[max(1rem,env(safe-area-inset-bottom))] md:pb-6">
      {hint && <p className={cn('rounded-full px-4 py-1.5 text-center text-sm', GLASS)}>{hint}</p>}
      <div ref={transportRef} className="pointer-events-auto">
        {children}
      </div>
    </div>
  );
}
