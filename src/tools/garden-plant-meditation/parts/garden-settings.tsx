/**
 * 'Garden Settings' (docs/tools/garden-plant-meditation.md#screen, #validation, #errors): the garden's name (trimmed, up to 40 characters,
 * said on screen), the session length, the ambient sound toggle and its audio status, 'Save & Close'.
 * Changes are a draft until saved; closing otherwise keeps what was there.
 */
import { useId, useState } from 'react';
import { SettingGroup, StatusRow } from '../../../components/session/settings-rows';
import { SwitchRow } from '../../../components/session/switch-row';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogContent } from '../../../components/ui/dialog';
import { Segmented } from '../../../components/ui/segmented';
import {
  GARDEN_NAME_MAX,
  SESSION_OPTIONS_SEC,
  formatSessionSec,
  type SessionSec,
} from '../machine';

const OPTIONS = SESSION_OPTIONS_SEC.map((sec) => ({ value: sec, label: formatSessionSec(sec) }));

/** What the dialog saves. */
export interface GardenSettingsValue {
  readonly name: string;
  readonly sessionSec: SessionSec;
  readonly isAmbientOn: boolean;
}

/** A name as typed, made ready to keep: spaces trimmed, cut to the bound; null when nothing is left. */
export function cleanGardenName(typed: string): string | null {
  const trimmed = typed.trim();
  if (!trimmed) return null;
  return [...trimmed].slice(0, GARDEN_NAME_MAX).join('').trim();
}

/** A name as it is typed, held to the bound (spaces before it do not count): the field shows what is kept. */
export function boundGardenName(typed: string): string {
  const lead = typed.length - typed.trimStart().length;
  return typed.slice(0, lead) + [...typed.slice(lead)].slice(0, GARDEN_NAME_MAX).join('');
}

/** The dialog's form: a fresh draft of `value` each time the dialog opens. */
function SettingsForm({
  value,
  onSave,
  canChangeLength,
  audioText,
  isAudioUnavailable,
}: Omit<Parameters<typeof GardenSettings>[0], 'open' | 'onClose'>) {
  const [draft, setDraft] = useState(value);
  const nameId = useId();
  const helpId = useId();
  const cleaned = cleanGardenName(draft.name);
  return (
    <form
      className="mt-4 space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (cleaned === null) return;
        onSave({ ...draft, name: cleaned });
      }}
    >
      <div>
        <label htmlFor={nameId} className="mb-2 block font-medium">
          Garden name
        </label>
        <input
          id={nameId}
          type="text"
          value={draft.name}
          autoComplete="off"
          aria-describedby={helpId}
          aria-invalid={cleaned === null}
          onChange={(event) =>
            setDraft({ ...draft, name: boundGardenName(event.currentTarget.value) })
          }
          className="h-11 w-full rounded-xl border border-line bg-surface px-3 text-ink"
        />
        <p
          id={helpId}
          className={cleaned === null ? 'mt-1 text-sm text-danger' : 'mt-1 text-sm text-muted'}
          data-testid="name-help"
        >
          {cleaned === null
            ? 'Give your garden a name of up to 40 characters.'
            : `Up to ${GARDEN_NAME_MAX} characters (${[...draft.name.trim()].length}/${GARDEN_NAME_MAX}).`}
        </p>
      </div>
      <SettingGroup
        title="Session duration"
        hint={!canChangeLength && 'End the session to choose another length.'}
      >
        <Segmented<SessionSec>
          label="Session duration"
          options={OPTIONS}
          value={draft.sessionSec}
          onValueChange={(sessionSec) => setDraft({ ...draft, sessionSec })}
          disabled={!canChangeLength}
          align="start"
        />
      </SettingGroup>
      <SwitchRow
        label="Ambient sound"
        description="Birdsong during each session."
        checked={draft.isAmbientOn && !isAudioUnavailable}
        onCheckedChange={(isAmbientOn) => setDraft({ ...draft, isAmbientOn })}
        disabled={isAudioUnavailable}
      />
      <StatusRow label="Audio" text={audioText} isError={isAudioUnavailable} />
      <DialogActions>
        <Button type="submit" disabled={cleaned === null}>
          Save &amp; Close
        </Button>
      </DialogActions>
    </form>
  );
}

/** The 'Garden Settings' dialog (loaded when first opened; its trigger is in the page's script). */
export default function GardenSettings({
  open,
  onClose,
  onSave,
  ...form
}: {
  open: boolean;
  onClose: () => void;
  value: GardenSettingsValue;
  onSave: (next: GardenSettingsValue) => void;
  /** No length change during a session. */
  canChangeLength: boolean;
  /** docs/tools/garden-plant-meditation.md#errors: 'Loading audio...', 'Audio file not found', or 'Ready'. */
  audioText: string;
  isAudioUnavailable: boolean;
}) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent title="Garden Settings">
        <SettingsForm
          {...form}
          onSave={(next) => {
            onSave(next);
            onClose();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
