/**
 * The body scan's completion screen (docs/tools/body-scan-online.md#screen, #behaviour): the time spent,
 * the closing words, the whole body outline lit, and New Session.
 */
import { Sparkles } from 'lucide';
import { formatMinutesPractised } from '../../../components/session/session-summary';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { FOCUS_NEXT } from '../../../lib/ui/use-focus-handoff';
import { CLOSING_TEXT } from '../zones';
import { BodyDiagram } from './body-diagram';

/** What the completion screen shows and does. */
export interface ScanCompleteProps {
  /** Seconds practised, pauses excluded. */
  elapsedSec: number;
  onNewSession: () => void;
}

/** The scan's end; New Session takes the focus. */
export function ScanComplete({ elapsedSec, onNewSession }: ScanCompleteProps) {
  return (
    <div className="flex flex-col items-center text-center">
      <div
        aria-hidden
        className="mb-4 flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary"
      >
        <Icon icon={Sparkles} size={28} />
      </div>
      <h2 className="text-2xl font-semibold md:text-3xl">Body Scan Complete</h2>
      <p className="mt-2 text-muted" data-testid="complete-summary">
        You spent {formatMinutesPractised(elapsedSec)} with your body, from the crown of your head
        to your toes.
      </p>
      <p className="mt-4 max-w-md text-lg leading-relaxed">{CLOSING_TEXT}</p>
      <BodyDiagram current={null} isComplete className="my-6 w-24" />
      <p className="mb-5 text-sm text-muted">Saved to your practice journal in this browser.</p>
      <Button size="lg" onClick={onNewSession} {...FOCUS_NEXT}>
        New Session
      </Button>
    </div>
  );
}
