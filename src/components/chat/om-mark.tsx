/** The OM symbol, drawn (docs/tools/shiva-my-god.md#errors: Shiva's in-call failure message carries one). */

/** A decorative OM in the current text colour. */
export function OmMark({ className }: { className?: string | undefined }) {
  return (
    <svg
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="4.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M9 18C13 9 30 8 29 19c-1 7-7 9-12 9.5" />
      <path d="M17 28.5c12-.5 19 6.5 16 17.5-3 10-20 11-26 1" />
      <path d="M27 31c9-8 25-5 24 8-1 10-10 13-13 6" />
      <path d="M33 13c6 6 17 6 23-1" />
      <circle cx="45" cy="6" r="3" fill="currentColor" stroke="none" />
    </svg>
  );
}
