/**
 * The rain scene's bottom (docs/tools/rain-meditation.md#screen): the hint until the first tap, and the
 * transport with Reset, and Summary once the session has ended.
 */
import type { Ref } from 'react';
import { TransportControls } from '../../../components/session/transport';
import { Button } from '../../../components/ui/button';
import type { View } from '../machine';
import { SceneBottom } from './rain-scene';

/** What the transport shows and does. */
export interface RainTransportProps {
  view: View;
  /** The transport's box, for moving focus to its main button. */
  transportRef: Ref<HTMLDivElement>;
  onBegin: () => void;
  onPause: () => void;
  onResume: () => void;
  onReset: () => void;
  onSummary: () => void;
}

/** The hint and the transport, within a thumb's reach. */
export function RainTransport({
  view,
  transportRef,
  onBegin,
  onPause,
  onResume,
  onReset,
  onSummary,
}: RainTransportProps) {
  return (
    <SceneBottom
      transportRef={transportRef}
      hint={view.isRunning && view.strikes === 0 ? 'Tap the rain for a raindrop and thunder' : null}
    >
      <TransportControls
        size="md"
        status={view.isComplete ? 'complete' : view.isRunning ? 'running' : 'paused'}
        onStart={onBegin}
        onPause={onPause}
        onResume={onResume}
        onReset={onReset}
        showReset
        isMainShown={!view.isComplete}
      >
        {/* Summary appears when there is one: after the session ends. */}
        {view.isComplete && <Button onClick={onSummary}>Summary</Button>}
      </TransportControls>
    </SceneBottom>
  );
}
