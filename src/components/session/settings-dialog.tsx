/**
 * The gear trigger and dialog with Done that every tool's settings share. The rows inside (a labelled
 * slider, a status row) are in settings-rows.tsx, so a tool whose panel loads with the dialog does not
 * load them with the page.
 */
import { Settings2 } from 'lucide';
import { useState, type ComponentType, type ReactNode } from 'react';
import { notify } from '../../lib/notice/notice';
import { createLoadable, useLoadable, type Loadable } from '../../lib/ui/loadable';
import { Button } from '../ui/button';
import { DIALOG, preloadDialog } from '../ui/dialog-loader';
import { Icon } from '../ui/icon';

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
          <ui.DialogContent
            title={title}
            footer={<Button onClick={() => setOpen(false)}>Done</Button>}
          >
            <div className="mt-4 space-y-6">{children}</div>
          </ui.DialogContent>
        </ui.Dialog>
      )}
    </>
  );
}

/**
 * A tool's settings as one component: the gear button and the dialog titled `title`, whose panel is
 * `pick(module)` of the module `load` gives, loaded with the dialog (not with the page). The panel takes
 * the component's props. Call it at module level (it makes one loadable).
 */
export function lazySettings<P extends object, M>(
  title: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  const panel = createLoadable(() => load().then((module) => ({ Panel: pick(module) })));
  function Panel(props: P) {
    const loaded = panel.get();
    return loaded ? <loaded.Panel {...props} /> : null;
  }
  return function Settings(props: P) {
    return (
      <SettingsDialog title={title} content={panel}>
        <Panel {...props} />
      </SettingsDialog>
    );
  };
}
