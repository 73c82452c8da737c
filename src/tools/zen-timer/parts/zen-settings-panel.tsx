/**
 * The visual timer's settings panel (docs/tools/zen-timer.md#screen, #validation): the scene and the duration buttons (step 5,
 * 1 to 60). Loaded with the settings dialog (zen-stage.tsx), not with the page.
 */
import { Minus, Plus } from 'lucide';
import { SettingGroup } from '../../../components/session/settings-rows';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Segmented } from '../../../components/ui/segmented';
import { STEP_MINUTES } from '../machine';
import { SCENES, SCENE_IDS, type SceneId } from '../scenes/catalog';

const SCENE_OPTIONS = SCENE_IDS.map((id) => ({ value: id, label: SCENES[id].name }));

/** What the panel shows and changes. */
export interface ZenSettingsProps {
  scene: SceneId;
  onSceneChange: (scene: SceneId) => void;
  minutes: number;
  onStep: (direction: 'up' | 'down') => void;
  canStepUp: boolean;
  canStepDown: boolean;
  canChangeMinutes: boolean;
}

/** The panel's rows. */
export function ZenSettingsPanel({
  scene,
  onSceneChange,
  minutes,
  onStep,
  canStepUp,
  canStepDown,
  canChangeMinutes,
}: ZenSettingsProps) {
  return (
    <>
      <SettingGroup title="Scene" hint={SCENES[scene].description} hintTestId="scene-description">
        <Segmented
          label="Scene"
          options={SCENE_OPTIONS}
          value={scene}
          onValueChange={onSceneChange}
          align="start"
        />
      </SettingGroup>
      <SettingGroup
        title="Duration"
        hint={
          canChangeMinutes
            ? 'From 1 to 60 minutes, in steps of 5.'
            : 'Stop the session to choose another length.'
        }
      >
        <div className="flex items-center gap-4" role="group" aria-label="Duration">
          <Button
            variant="secondary"
            size="icon"
            onClick={() => onStep('down')}
            disabled={!canStepDown}
            aria-label={`Shorter by ${STEP_MINUTES} minutes`}
          >
            <Icon icon={Minus} size={18} />
          </Button>
          <output
            className="min-w-24 text-center font-display text-2xl tabular-nums"
            data-testid="duration"
            aria-live="polite"
          >
            {minutes} min
          </output>
          <Button
            variant="secondary"
            size="icon"
            onClick={() => onStep('up')}
            disabled={!canStepUp}
            aria-label={`Longer by ${STEP_MINUTES} minutes`}
          >
            <Icon icon={Plus} size={18} />
          </Button>
        </div>
      </SettingGroup>
    </>
  );
}
