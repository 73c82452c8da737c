/** The journal before the first session: what will appear here, and where to begin. */
import { buttonVariants } from '../ui/button';
import { PracticeIcon } from './practice-icon';

/** A quiet calendar with a sprout growing from one day. */
function JournalArt() {
  return (
    <svg viewBox="0 0 220 150" className="mx-auto w-56" aria-hidden focusable="false">
      <circle cx="110" cy="80" r="70" className="fill-primary-soft" />
      <rect
        x="48"
        y="38"
        width="124"
        height="92"
        rx="14"
        className="fill-surface stroke-line"
        strokeWidth="2"
      />
      <path d="M48 60h124" className="stroke-line" strokeWidth="2" />
      <circle cx="72" cy="49" r="3" className="fill-line" />
      <circle cx="148" cy="49" r="3" className="fill-line" />
      {Array.from({ length: 15 }, (_, index) => (
        <rect
          key={index}
          x={60 + (index % 5) * 21}
          y={70 + Math.floor(index / 5) * 19}
          width="15"
          height="13"
          rx="3"
          className={index === 13 ? 'fill-primary/75' : 'fill-surface-2'}
        />
      ))}
      <g transform="translate(3 6)">
        <path
          d="M127.5 101c0-9 0-15 0-22"
          className="fill-none stroke-primary"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
        <path d="M127.5 86c-8 0-13-5-13-12 8 0 13 5 13 12Z" className="fill-primary/75" />
        <path d="M127.5 80c0-8 5-13 13-13 0 8-5 13-13 13Z" className="fill-primary" />
      </g>
    </svg>
  );
}

/** The empty state. */
export function EmptyJournal() {
  return (
    <section
      aria-labelledby="empty-heading"
      className="mx-auto max-w-xl rounded-card border border-line bg-surface px-6 py-10 text-center"
    >
      <JournalArt />
      <h2 id="empty-heading" className="mt-6 text-2xl font-semibold">
        No sessions yet
      </h2>
      <p className="mt-3 text-muted">
        Finish a session in any Stillwell tool and it appears here: your minutes each day, this week
        and this month, the tools you return to and, if you like, how you felt.
      </p>
      <a href="/tools" className={`${buttonVariants()} mt-6`}>
        Start your first session <PracticeIcon name="arrow-right" size={18} />
      </a>
    </section>
  );
}
