/** The visual timer's gear button and settings dialog; the panel's code loads with the dialog. */
import { SettingsDialog } from '../../../components/session/settings-dialog';
import { createLoadable } from '../../../lib/ui/loadable';
import type { ZenSettingsProps } from './zen-settings-panel';

const PANEL = createLoadable(() => import('./zen-settings-panel'));

function Panel(props: ZenSettingsProps) {
  const panel = PANEL.get();
  return panel ? <panel.ZenSettingsPanel {...props} /> : null;
}

/** The gear button and its dialog. */
export function ZenSettings(props: ZenSettingsProps) {
  return (
    <SettingsDialog title="Zen Timer Settings" content={PANEL}>
      <Panel {...props} />
    </SettingsDialog>
  );
}
