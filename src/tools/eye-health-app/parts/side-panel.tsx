/** The eye timer's side panels (docs/tools/eye-health-app.md#screen: History and Settings open as side panels): a modal sheet at the right. */
import type { ReactNode } from 'react';
import { Dialog, DialogContent } from '../../../components/ui/dialog';

/** A modal side panel titled `title`; the page behind is inert while it is open. */
export function SidePanel({
  title,
  open,
  onOpenChange,
  children,
}: {
  title: string;
  open: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={title}
        className="mt-0! mr-0! mb-0! ml-auto! h-dvh! max-h-dvh! w-[min(92vw,24rem)]! rounded-none! rounded-l-card! border-y-0! border-r-0!"
      >
        <div className="mt-4">{children}</div>
      </DialogContent>
    </Dialog>
  );
}
