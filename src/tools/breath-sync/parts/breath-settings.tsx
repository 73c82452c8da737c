/** Breath-sync's gear button and settings dialog; the panel's code loads with the dialog. */
import { SettingsDialog } from '../../../components/session/settings-dialog';
import { createLoadable } from '../../../lib/ui/loadable';
import type { BreathSettingsProps } from './breath-settings-panel';

const PANEL = createLoadable(() => import('./breath-settings-panel'));

function Panel(props: BreathSettingsProps) {
  const panel = PANEL.get();
  return panel ? <panel.BreathSettingsPanel {...props} /> : null;
}

/** The gear button and its dialog. */
export function BreathSettings(props: BreathSettingsProps) {
  return (
    <SettingsDialog title="Breath Sync Settings" content={PANEL}>
      <Panel {...props} />
    </SettingsDialog>
  );
}
