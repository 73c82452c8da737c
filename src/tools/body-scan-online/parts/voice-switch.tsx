/** The voice guide's switch (docs/tools/body-scan-online.md#errors: '(Not supported)' without speech synthesis). */
import { useId } from 'react';
import { Switch } from '../../../components/ui/switch';
import { preloadSpeech } from '../../../lib/speech/use-speaker';

/**
 * A labelled switch; `isSupported` null while not known yet (server, hydration). Pointing at it or
 * focusing it loads the speech engine ahead of the first word.
 */
export function VoiceSwitch({
  isOn,
  onChange,
  isSupported,
}: {
  isOn: boolean;
  onChange: (isOn: boolean) => void;
  isSupported: boolean | null;
}) {
  const id = useId();
  return (
    <div
      className="flex items-center justify-center gap-3"
      onPointerEnter={() => void preloadSpeech()}
      onFocus={() => void preloadSpeech()}
    >
      <Switch
        id={id}
        checked={isOn && isSupported === true}
        onCheckedChange={onChange}
        disabled={isSupported !== true}
      />
      <label htmlFor={id} className="font-medium">
        Voice guide
        {isSupported === false && <span className="ml-1 text-muted">(Not supported)</span>}
      </label>
    </div>
  );
}
