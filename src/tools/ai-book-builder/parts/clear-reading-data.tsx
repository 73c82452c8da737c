/** Step 5's 'Clear All Data' (docs/tools/ai-book-builder.md#screen), after a confirmation. */
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { BookIcon } from './book-icon';

/** How many finished books would go, whether the confirmation is open, and what clears them. */
export interface ClearReadingDataProps {
  bookCount: number;
  isConfirming: boolean;
  onConfirmingChange: (isConfirming: boolean) => void;
  onClear: () => void;
}

/**
 * The button and its confirmation dialog. The panel holds whether it is open, so the confirmation
 * outlives the panel's empty state as it always has.
 */
export function ClearReadingData({
  bookCount,
  isConfirming,
  onConfirmingChange: setConfirming,
  onClear,
}: ClearReadingDataProps) {
  return (
    <>
      <div className="flex justify-end border-t border-line pt-4">
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          <BookIcon name="trash-2" size={16} />
          Clear All Data
        </Button>
      </div>
      <Dialog open={isConfirming} onOpenChange={setConfirming}>
        <DialogContent
          title="Clear all reading data?"
          description={`This removes ${bookCount === 1 ? 'your 1 finished book' : `all ${bookCount} finished books`} from your reading analytics in this browser. Books in your library stay.`}
        >
          <div className="mt-6 flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button
              onClick={() => {
                setConfirming(false);
                onClear();
              }}
            >
              Clear All Data
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
