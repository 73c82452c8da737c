/**
 * The "Presets and sharing" card. Its form (save-share.tsx) is a chunk of its own, loaded when the
 * visitor opens the card (hovering or focusing the button starts it early): most visits only listen,
 * and the mixer's page stays inside its JavaScript budget.
 */
import { useCallback, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notice/notice';
import { preloadModule, useLazyModule } from '../../../lib/ui/loadable';
import type { Mix } from '../machine';

const loadForm = () => import('./save-share');

/** The card, closed until the visitor asks for it. */
export function SaveShareSection({ mix }: { mix: Mix }) {
  const [isOpen, setOpen] = useState(false);
  const onFailed = useCallback(() => {
    setOpen(false);
    notify({
      tone: 'error',
      message: 'Presets and sharing could not load. Check your connection and try again.',
    });
  }, []);
  const form = useLazyModule(loadForm, isOpen, onFailed);
  const headingId = useId();
  const preload = () => preloadModule(loadForm);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card border border-line bg-surface p-5 shadow-soft md:p-6"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        Presets and sharing
      </h2>
      <p className="mt-1 text-sm text-muted">
        Save the sounds and volumes you like under a name; your presets appear with the starter
        mixes above and stay in this browser.
      </p>
      {form && isOpen ? (
        <form.SaveShare mix={mix} />
      ) : (
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => setOpen(true)}
          onPointerEnter={preload}
          onFocus={preload}
        >
          Save or share this mix
        </Button>
      )}
    </section>
  );
}
