/**
 * Crisis care (docs/decisions.md#safety): the server's helpline guidance, shown as a calm card of its own,
 * plainly not in the persona's voice.
 */
import { HeartHandshake } from 'lucide';
import { Icon } from '../ui/icon';

/** The care card; `text` is the server's guidance (plain text). */
export function CareCard({ text, personaName }: { text: string; personaName: string }) {
  return (
    <section
      aria-label="Support is available"
      data-testid="care-card"
      className="rounded-card border border-primary bg-primary-soft px-5 py-4 text-ink"
    >
      <h3 className="mb-2 flex items-center gap-2 font-sans text-base font-semibold">
        <Icon icon={HeartHandshake} size={20} className="shrink-0 text-primary" />
        Support is available
      </h3>
      <p className="leading-relaxed whitespace-pre-line">{text}</p>
      <p className="mt-3 text-sm">
        This message is from Stillwell, not from {personaName}. You are not alone.
      </p>
    </section>
  );
}
