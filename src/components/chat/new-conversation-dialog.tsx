/**
 * Asks before a new conversation erases the one on screen (issue 24: one tap erased it all). Like a
 * messaging app's "Clear chat", the dialog says what goes and that it cannot be undone; Keep is the
 * safe way out (and Escape, and the backdrop). Loaded the first time it opens.
 */
import { Button } from '../ui/button';
import { useLazyDialog } from '../ui/dialog-loader';

/** The dialog; open while `isOpen`. */
export function NewConversationDialog({
  isOpen,
  personaName,
  onConfirm,
  onClose,
}: {
  isOpen: boolean;
  personaName: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const ui = useLazyDialog(
    isOpen,
    onClose,
    'The question could not open. Check your connection and try again.',
  );
  if (!ui) return null;
  return (
    <ui.Dialog open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <ui.DialogContent
        title="Start a new conversation?"
        description={`Your conversation with ${personaName} will be erased from this browser. This cannot be undone.`}
      >
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <ui.DialogClose asChild>
            <Button variant="secondary">Keep this conversation</Button>
          </ui.DialogClose>
          <Button variant="danger" onClick={onConfirm}>
            Start new conversation
          </Button>
        </div>
      </ui.DialogContent>
    </ui.Dialog>
  );
}
