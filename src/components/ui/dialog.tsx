/**
 * Modal dialog on the native <dialog> element: showModal() gives the focus move, the inert page,
 * Escape to close and focus return for free (and Radix Dialog cost ~15 KB gzip a page); global.css
 * locks the page's scroll while a modal is open. The compound API (Dialog, DialogTrigger,
 * DialogContent, DialogClose) follows shadcn's.
 */
import { X } from 'lucide';
import { Icon } from './icon';
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { cn } from '../../lib/ui/cn';
import { mergeIntoChild } from './slot';

interface DialogState {
  isOpen: boolean;
  setOpen: (isOpen: boolean) => void;
}

const DialogContext = createContext<DialogState | null>(null);

function useDialog(): DialogState {
  const state = useContext(DialogContext);
  if (!state) throw new Error('Dialog parts must be inside <Dialog>');
  return state;
}

/** Root; control it with `open` / `onOpenChange`, or leave it to its triggers. */
export function Dialog({
  open,
  defaultOpen = false,
  onOpenChange,
  children,
}: {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  children: ReactNode;
}) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  return <DialogContext.Provider value={{ isOpen, setOpen }}>{children}</DialogContext.Provider>;
}

/** Opens the dialog; with `asChild` its child (a Button) is the trigger. */
export function DialogTrigger({
  asChild = false,
  children,
}: {
  asChild?: boolean;
  children: ReactNode;
}) {
  const { setOpen } = useDialog();
  const props = { onClick: () => setOpen(true), 'aria-haspopup': 'dialog' as const };
  if (asChild) return mergeIntoChild(children, props);
  return (
    <button type="button" {...props}>
      {children}
    </button>
  );
}

/** Closes the dialog; with `asChild` its child (a Button) is the closer. */
export function DialogClose({
  asChild = false,
  children,
}: {
  asChild?: boolean;
  children: ReactNode;
}) {
  const { setOpen } = useDialog();
  const props = { onClick: () => setOpen(false) };
  if (asChild) return mergeIntoChild(children, props);
  return (
    <button type="button" {...props}>
      {children}
    </button>
  );
}

/** Put on the element that takes focus when the dialog opens (its primary next step). */
export const AUTOFOCUS = { 'data-autofocus': '' } as const;

/**
 * A dialog's actions (Done, Cancel and confirm): they stay at the bottom of the panel, in view, while a
 * long body scrolls under them (issue 24: Done under the fold on a phone). `DialogContent`'s `footer`
 * renders them; a form whose submit button must stay inside it ends with them itself.
 */
export function DialogActions({ children }: { children: ReactNode }) {
  return (
    <div
      data-slot="dialog-footer"
      className="sticky bottom-0 -mx-6 mt-6 -mb-6 flex flex-wrap justify-end gap-2 border-t border-line bg-surface px-6 py-4"
    >
      {children}
    </div>
  );
}

/**
 * The dialog panel with its title, optional description, a close icon, and optional actions.
 * Opening focuses the element marked with `AUTOFOCUS`, else (the native rule) the first focusable one.
 */
export function DialogContent({
  title,
  description,
  icon,
  align = 'start',
  footer,
  children,
  className,
  ...props
}: Omit<ComponentProps<'dialog'>, 'title' | 'open'> & {
  title: string;
  description?: ReactNode;
  /** A picture above the title (a completion card's emblem). */
  icon?: ReactNode;
  /** 'center' centres the header, for announcements such as a completed session. */
  align?: 'start' | 'center';
  /** The dialog's actions, kept in view at the bottom (see `DialogActions`). */
  footer?: ReactNode;
}) {
  const { isOpen, setOpen } = useDialog();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      dialog.showModal();
      // why by hand: React focuses `autoFocus` elements before showModal, while the dialog is hidden
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  return (
    <dialog
      ref={ref}
      data-slot="dialog-content"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Escape and form submission close natively; keep React's state in step. A close that React
      // asked for (isOpen already false) is not reported a second time.
      onClose={() => {
        if (isOpen) setOpen(false);
      }}
      // A click on the backdrop lands on the <dialog> itself.
      onClick={(event) => {
        if (event.target === event.currentTarget) setOpen(false);
      }}
      className={cn(
        'm-auto max-h-[90dvh] w-[min(92vw,28rem)] overflow-y-auto rounded-card border border-line bg-surface p-0 text-ink shadow-soft backdrop:bg-black/45 dark:backdrop:bg-black/65',
        className,
      )}
      {...props}
    >
      {isOpen && (
        <div className="relative p-6">
          {icon}
          <h2
            id={titleId}
            className={cn(
              'mb-1 font-display text-xl font-semibold',
              align === 'center' ? 'px-10 text-center' : 'pr-10',
            )}
          >
            {title}
          </h2>
          {description && (
            <div
              id={descriptionId}
              className={cn('mb-4 text-muted', align === 'center' && 'text-center')}
            >
              {description}
            </div>
          )}
          {children}
          {footer !== undefined && <DialogActions>{footer}</DialogActions>}
          <button
            type="button"
            aria-label="Close"
            onClick={() => setOpen(false)}
            className="absolute top-4 right-4 inline-flex size-9 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-ink"
          >
            <Icon icon={X} size={18} />
          </button>
        </div>
      )}
    </dialog>
  );
}
