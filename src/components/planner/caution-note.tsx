/** The caution shown beside a pose or exercise that needs one (issue 25). */
import { TriangleAlert } from 'lucide';
import { Icon } from '../ui/icon';

/** A caution beside a pose or exercise (an inversion, a deep backbend; issue 25). */
export function CautionNote({ text }: { text: string }) {
  return (
    <p className="flex gap-2 rounded-lg bg-accent-soft px-3 py-2 text-left text-xs">
      <Icon icon={TriangleAlert} size={16} className="mt-px shrink-0 text-accent" />
      <span>
        <strong>Caution:</strong> {text}
      </span>
    </p>
  );
}
