/** Pieces every tool's settings dialog shares: the gear trigger with Done, a labelled slider, a status row. */
import { Settings2 } from 'lucide';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { notify } from '../../lib/notice/notice';
import { createLoadable, useLoadable, type Loadable } from '../../lib/ui/loadable';
import { Button } from '../ui/button';
import { DIALOG, preloadDialog } from '../ui/dialog-loader';
import { Icon } from '../ui/icon';
import { Slider } from '../ui/slider';

/** Stands in for "no content to load". */
const NO_CONTENT = createLoadable(() => Promise.resolve(true));

/**
 * A "Settings" icon button opening a dialog titled `title`, closed by its Done button. The dialog's
 * code loads on the first open (or on hover and focus, ahead of it) and then stays mounted, so the
 * native dialog hands focus back to this button when it closes. `content` is code the children need
 * (a tool's settings panel, loaded on demand like the dialog): it loads with the dialog, and the
 * children render only once it has, so they can take it with `content.get()`.
 */
export function SettingsDialog({
  title,
  children,
  content,
}: {
  title: string;
  children: ReactNode;
  content?: Loadable<unknown>;
}) {
  const [isOpen, setOpen] = useState(false);
  const onError = () => {
    setOpen(false);
    notify({
      tone: 'error',
      message: 'Settings could not open. Check your connection and try again.',
    });
  };
  useLoadable(DIALOG, isOpen, onError);
  useLoadable(content ?? NO_CONTENT, isOpen && content !== undefined, onError);
  const ui = DIALOG.get();
  const isContentReady = content === undefined || content.get() !== undefined;
  const preload = () => {
    preloadDialog();
    content?.preload().catch(() => undefined);
  };
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Settings"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <Icon icon={Settings2} size={20} />
      </Button>
      {ui && isContentReady && (
        <ui.Dialog open={isOpen} onOpenChange={setOpen}>
          <ui.DialogContent title={title}>
            <div className="mt-4 space-y-6">{children}</div>
            <div className="mt-6 flex justify-end">
              <Button onClick={() => setOpen(false)}>Done</Button>
            </div>
          </ui.DialogContent>
        </ui.Dialog>
      )}
    </>
  );
}

/** A slider with its visible label and value text; the value text is also what screen readers hear. */
export function LabelledSlider({
  label,
  valueText,
  valueTestId,
  ...slider
}: Omit<ComponentProps<typeof Slider>, 'aria-labelledby' | 'aria-valuetext'> & {
  valueText: string;
  valueTestId?: string;
}) {
  const labelId = useId();
  return (
    <div>
      <div className="mb-3 flex items-baseline justify-between">
        <span className="font-medium" id={labelId}>
          {label}
        </span>
        <span className="text-muted tabular-nums" data-testid={valueTestId}>
          {valueText}
        </span>
      </div>
      <Slider label={label} aria-labelledby={labelId} aria-valuetext={valueText} {...slider} />
    </div>
  );
}

/** A label and a status text (red when `isError`), e.g. the audio status of spec 2 §8. */
export function StatusRow({
  label,
  text,
  isError,
}: {
  label: string;
  text: string;
  isError: boolean;
}) {
  return (
    <div className="flex items-baseline justify-between gap-4 rounded-xl bg-surface-2 px-4 py-3">
      <span className="font-medium">{label}</span>
      <span data-testid="settings-audio-status" className={isError ? 'text-danger' : 'text-muted'}>
        {text}
      </span>
    </div>
  );
}
