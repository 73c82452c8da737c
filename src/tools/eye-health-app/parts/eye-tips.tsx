/** The tips card (docs/tools/eye-health-app.md#screen: the four tips); the page renders it without script. */
import { Droplets, Eye, Ruler, SunDim } from 'lucide';
import { Icon } from '../../../components/ui/icon';

const TIPS = [
  { icon: Eye, text: 'Blink frequently to keep your eyes moist.' },
  { icon: SunDim, text: 'Adjust your screen brightness to your surroundings.' },
  { icon: Ruler, text: 'Keep the screen 20-26 inches (50-65 cm) away.' },
  { icon: Droplets, text: 'Use artificial tears if your eyes feel dry.' },
] as const;

/** The four tips. */
export function EyeTips() {
  return (
    <section
      aria-labelledby="eye-tips"
      className="mx-auto mt-5 max-w-xl rounded-card border border-line bg-surface p-5 shadow-soft"
    >
      <h2 id="eye-tips" className="mb-3 font-sans text-base font-semibold">
        Tips for healthy eyes
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {TIPS.map(({ icon, text }) => (
          <li key={text} className="flex gap-3 text-sm">
            <Icon icon={icon} size={18} className="mt-0.5 shrink-0 text-primary" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
