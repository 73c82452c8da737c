/** Trataka's gear button and settings dialog; the panel's code loads with the dialog. */
import { SettingsDialog } from '../../../components/session/settings-dialog';
import { createLoadable } from '../../../lib/ui/loadable';
import type { TratakaSettingsProps } from './trataka-settings-panel';

const PANEL = createLoadable(() => import('./trataka-settings-panel'));

function Panel(props: TratakaSettingsProps) {
  const panel = PANEL.get();
  return panel ? <panel.TratakaSettingsPanel {...props} /> : null;
}

/** The gear button and its dialog; nothing changes mid-session. */
export function TratakaSettings(props: TratakaSettingsProps) {
  return (
    <SettingsDialog title="Trataka Settings" content={PANEL}>
      <Panel {...props} />
    </SettingsDialog>
  );
}
