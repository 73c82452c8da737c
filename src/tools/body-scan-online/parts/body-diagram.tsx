/**
 * A front view of the body in SVG, one region per zone of the scan: the current zone glows, zones
 * already scanned are tinted, the rest wait in outline. Paths are drawn for the left side and mirrored
 * for the right. The lower back, behind the body, is the dashed band at the waist.
 */
import { useId } from 'react';
import { cn } from '../../../lib/ui/cn';
import { ZONES } from '../zones';

/** Regions per zone index: `both` paths are drawn on each side of the body. */
const REGIONS: readonly {
  readonly center?: readonly string[];
  readonly both?: readonly string[];
}[] = [
  // Head & Crown: the top of the head
  { center: ['M73 44 C73 26 85 14 100 14 C115 14 127 26 127 44 Z'] },
  // Face & Jaw
  { center: ['M73 46 L127 46 C127 63 117 80 100 80 C83 80 73 63 73 46 Z'] },
  // Neck & Throat
  { center: ['M90 80 C96 83 104 83 110 80 L112 96 C106 99 94 99 88 96 Z'] },
  // Shoulders: the yoke from the neck to the tops of the arms
  {
    center: [
      'M86 98 C93 101 107 101 114 98 C129 100 144 103 151 110 C155 115 157 121 157 127 L142 127 C136 121 127 117 100 117 C73 117 64 121 58 127 L43 127 C43 121 45 115 49 110 C56 103 71 100 86 98 Z',
    ],
  },
  // Arms & Hands
  {
    both: [
      'M43 129 L57 129 C56 150 54 172 52 194 C50 214 48 234 46 250 L35 250 C36 232 37 212 38 192 C39 170 41 150 43 129 Z',
      'M35 252 L46 252 C49 258 50 266 48 274 C46 282 42 286 39 285 C35 284 33 278 33 270 C33 262 34 256 35 252 Z',
    ],
  },
  // Chest & Heart
  {
    center: [
      'M59 129 C65 123 73 119 100 119 C127 119 135 123 141 129 C142 146 140 160 137 172 L63 172 C60 160 58 146 59 129 Z',
    ],
  },
  // Abdomen
  { center: ['M63 174 L137 174 C135 188 133 198 132 208 L68 208 C67 198 65 188 63 174 Z'] },
  // Lower Back (behind: the dashed band at the waist)
  { center: ['M68 210 L132 210 L133 224 L67 224 Z'] },
  // Hips & Pelvis
  { center: ['M67 226 L133 226 C138 236 141 248 140 262 L60 262 C59 248 62 236 67 226 Z'] },
  // Thighs
  { both: ['M60 264 L98 264 C98 284 96 306 93 336 L72 336 C67 312 62 288 60 264 Z'] },
  // Knees & Calves
  {
    both: [
      'M72 338 L93 338 C92 352 91 360 90 372 C89 386 88 398 87 408 L77 408 C75 394 73 380 73 366 C72 356 72 346 72 338 Z',
    ],
  },
  // Feet & Toes
  {
    both: [
      'M77 410 L87 410 L88 421 C93 426 93 434 84 436 C74 437 65 436 66 430 C67 425 73 423 76 420 Z',
    ],
  },
];

const LOWER_BACK = 7;
const HEART_PATH =
  'M112 148 C112 144 117 143 118 147 C119 143 124 144 124 148 C124 152 118 156 118 157 C118 156 112 152 112 148 Z';

/** The diagram; `current` is the zone index under way, or null before a scan. */
export function BodyDiagram({
  current,
  isComplete,
  className,
}: {
  current: number | null;
  isComplete: boolean;
  className?: string;
}) {
  const blurId = `${useId()}blur`;
  const label =
    current === null
      ? 'Body diagram of the twelve zones'
      : `Body diagram, ${ZONES[current]?.name ?? ''} highlighted`;
  return (
    <svg
      viewBox="0 0 200 450"
      role="img"
      aria-label={isComplete ? 'Body diagram, every zone scanned' : label}
      className={cn('h-auto', className)}
      data-testid="body-diagram"
    >
      <style>{`
        @keyframes body-scan-glow { 0%, 100% { opacity: 0.35 } 50% { opacity: 0.7 } }
        .body-scan-glow { animation: body-scan-glow 3.2s ease-in-out infinite }
      `}</style>
      <defs>
        <filter id={blurId} x="-30%" y="-30%" width="160%" height="160%">
          <feGaussianBlur stdDeviation="5" />
        </filter>
      </defs>
      {REGIONS.map((region, index) => {
        const isCurrent = !isComplete && index === current;
        const isDone = isComplete || (current !== null && index < current);
        const paths = [
          ...(region.center ?? []).map((d) => ({ d, mirror: false })),
          ...(region.both ?? []).flatMap((d) => [
            { d, mirror: false },
            { d, mirror: true },
          ]),
        ];
        return (
          <g
            key={ZONES[index]?.name}
            data-zone={ZONES[index]?.name}
            data-state={isCurrent ? 'current' : isDone ? 'done' : 'waiting'}
          >
            {isCurrent &&
              paths.map(({ d, mirror }, part) => (
                <path
                  key={`glow${part}`}
                  d={d}
                  transform={mirror ? 'translate(200 0) scale(-1 1)' : undefined}
                  filter={`url(#${blurId})`}
                  className="body-scan-glow fill-primary"
                />
              ))}
            {paths.map(({ d, mirror }, part) => (
              <path
                key={part}
                d={d}
                transform={mirror ? 'translate(200 0) scale(-1 1)' : undefined}
                strokeWidth="1.5"
                strokeLinejoin="round"
                strokeDasharray={index === LOWER_BACK ? '4 3' : undefined}
                className={cn(
                  'transition-colors duration-700',
                  isCurrent
                    ? 'fill-primary stroke-primary'
                    : isDone
                      ? 'fill-primary-soft stroke-primary/50'
                      : 'fill-surface-2 stroke-line',
                )}
              />
            ))}
          </g>
        );
      })}
      <path
        d={HEART_PATH}
        className={cn(
          'pointer-events-none transition-colors duration-700',
          current === 5 && !isComplete ? 'fill-primary-ink' : 'fill-line',
        )}
      />
    </svg>
  );
}
