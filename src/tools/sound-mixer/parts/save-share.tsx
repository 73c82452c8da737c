/**
 * Save the mix under a name (presets stay in this browser), and a share link that carries it: the form
 * inside the "Presets and sharing" card (save-share-section.tsx), loaded when the visitor opens it.
 */
import { memo, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useStored } from '../../../lib/storage/use-stored';
import { isSameMix, type Mix } from '../machine';
import { buildShareUrl } from '../mix-codec';
import { MAX_PRESETS, MAX_PRESET_NAME, PRESETS_KEY, type Preset } from '../storage';

/** The save and share form; drawn again only when the mix changes (not at each tap or fade step). */
export const SaveShare = memo(SaveShareForm, (before, after) => isSameMix(before.mix, after.mix));

function SaveShareForm({ mix }: { mix: Mix }) {
  const [, setPresets] = useStored(PRESETS_KEY);
  const [name, setName] = useState('');
  const [shareNote, setShareNote] = useState('');
  const [shareUrl, setShareUrl] = useState('');
  const nameId = useId();
  const hasSelection = mix.on.length > 0;
  const trimmed = name.trim();

  const save = () => {
    if (!trimmed || !hasSelection) return;
    const preset: Preset = { name: trimmed, on: [...mix.on], volumes: { ...mix.volumes } };
    const result = setPresets((previous) =>
      [...previous.filter((item) => item.name !== trimmed), preset].slice(-MAX_PRESETS),
    );
    if (result.ok) setName('');
  };

  const share = async () => {
    const url = buildShareUrl(window.location.href, mix);
    setShareUrl(url);
    try {
      await navigator.clipboard.writeText(url);
      setShareNote('Link copied. Anyone who opens it hears this mix.');
    } catch {
      setShareNote('Copy this link to share the mix:');
    }
  };

  // Opened by the visitor: the name field takes the focus the button had.
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => nameRef.current?.focus(), []);

  return (
    <>
      <form
        className="mt-4 flex flex-col gap-3 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <label htmlFor={nameId} className="sr-only">
          Preset name
        </label>
        {/* why not flex-1 on phones: in a column, a zero flex basis collapsed the field to 22 px */}
        <input
          ref={nameRef}
          id={nameId}
          value={name}
          maxLength={MAX_PRESET_NAME}
          onChange={(event) => setName(event.target.value)}
          placeholder="Name this mix, e.g. Rainy evening"
          className="h-11 w-full min-w-0 rounded-full border border-line bg-bg px-5 text-ink placeholder:text-muted sm:flex-1"
        />
        <Button type="submit" variant="secondary" disabled={!trimmed || !hasSelection}>
          Save preset
        </Button>
      </form>
      <div className="mt-6 border-t border-line pt-5">
        <Button variant="ghost" size="sm" onClick={() => void share()} disabled={!hasSelection}>
          Copy share link
        </Button>
        <p className="mt-2 text-sm text-muted" aria-live="polite">
          {shareNote}
        </p>
        {shareUrl && shareNote.startsWith('Copy') && (
          <input
            readOnly
            aria-label="Share link"
            value={shareUrl}
            onFocus={(event) => event.target.select()}
            className="mt-2 h-10 w-full rounded-full border border-line bg-bg px-4 text-sm"
          />
        )}
      </div>
    </>
  );
}
