/** The read-aloud voice and speed, in the reader's settings dialog. */
import { useEffect, useId, useState } from 'react';
import { SettingsDialog } from '../../../components/session/settings-dialog';
import { Segmented } from '../../../components/ui/segmented';
import { listVoices, subscribeVoices } from '../../../lib/speech/narrator';
import { SPEECH_RATES, type ReadAloudSettings } from '../storage';

const RATE_OPTIONS = SPEECH_RATES.map((rate) => ({ value: rate, label: `${rate}×` }));

/** The voices of the page's language, kept current (browsers load them late). */
function useVoices(): SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>([]);
  useEffect(() => {
    const update = () => setVoices(listVoices());
    update();
    return subscribeVoices(update);
  }, []);
  return voices;
}

/** The settings button and dialog. */
export function ReadAloudSettingsDialog({
  settings,
  onChange,
}: {
  settings: ReadAloudSettings;
  onChange: (settings: ReadAloudSettings) => void;
}) {
  const voices = useVoices();
  const selectId = useId();
  const isKnown = voices.some((voice) => voice.voiceURI === settings.voice);
  return (
    <SettingsDialog title="Read-aloud settings">
      <div>
        <label htmlFor={selectId} className="mb-2 block font-medium">
          Voice
        </label>
        <select
          id={selectId}
          value={isKnown ? (settings.voice ?? '') : ''}
          onChange={(event) => onChange({ ...settings, voice: event.currentTarget.value || null })}
          className="h-11 w-full rounded-xl border border-line bg-surface px-3 text-ink"
        >
          <option value="">Automatic</option>
          {voices.map((voice) => (
            <option key={voice.voiceURI} value={voice.voiceURI}>
              {voice.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <p className="mb-2 font-medium">Speed</p>
        <Segmented
          label="Speed"
          options={RATE_OPTIONS}
          value={settings.rate}
          onValueChange={(rate) => onChange({ ...settings, rate })}
        />
      </div>
      <p className="text-sm text-muted">
        Reading aloud highlights each paragraph as it is read and stops when you leave the reader.
      </p>
    </SettingsDialog>
  );
}
