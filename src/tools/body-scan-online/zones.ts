/** The twelve zones of the body scan in the spec's order (docs/tools/body-scan-online.md#data), each with one calm sentence. */

/** One zone of the scan. */
export interface Zone {
  /** The zone's name as the spec writes it. */
  readonly name: string;
  /** One calming sentence, shown and (with the voice guide on) spoken. */
  readonly instruction: string;
  /**
   * The step's own duration in the spec's list (s). Not used for timing: docs/decisions.md#body-scan-timing takes reading A,
   * equal time per zone (chosen minutes × 60 / 12).
   */
  readonly listedSec: 45 | 60;
}

/** docs/tools/body-scan-online.md#data: the 12 steps in order. */
export const ZONES = [
  {
    name: 'Head & Crown',
    instruction:
      'Bring your attention to the top of your head, and let your scalp soften as you notice any warmth, tingling or stillness there.',
    listedSec: 60,
  },
  {
    name: 'Face & Jaw',
    instruction:
      'Let your forehead smooth, your eyes rest heavy in their sockets, and your jaw loosen, with your teeth slightly apart.',
    listedSec: 45,
  },
  {
    name: 'Neck & Throat',
    instruction:
      'Notice your neck and throat, and let them soften as the breath flows easily through them.',
    listedSec: 45,
  },
  {
    name: 'Shoulders',
    instruction:
      'Feel the weight of your shoulders, and let them sink a little further from your ears with each out-breath.',
    listedSec: 60,
  },
  {
    name: 'Arms & Hands',
    instruction:
      'Let your awareness flow down both arms into your hands, feeling each finger rest, open and relaxed.',
    listedSec: 60,
  },
  {
    name: 'Chest & Heart',
    instruction:
      'Rest your attention on your chest, feeling it rise and fall gently around your heart with every breath.',
    listedSec: 60,
  },
  {
    name: 'Abdomen',
    instruction:
      'Let your belly soften completely, rising as you breathe in and settling as you breathe out.',
    listedSec: 60,
  },
  {
    name: 'Lower Back',
    instruction:
      'Bring your awareness to your lower back, and let any tightness there melt into the support beneath you.',
    listedSec: 45,
  },
  {
    name: 'Hips & Pelvis',
    instruction:
      'Notice your hips and pelvis, heavy and grounded, and let the muscles around them release.',
    listedSec: 45,
  },
  {
    name: 'Thighs',
    instruction: 'Feel the long muscles of your thighs, and let them grow heavy, warm and still.',
    listedSec: 45,
  },
  {
    name: 'Knees & Calves',
    instruction:
      'Let your awareness move through your knees and down your calves, softening any tension you find.',
    listedSec: 45,
  },
  {
    name: 'Feet & Toes',
    instruction:
      'Finally, feel your feet and each of your toes, and let your whole body rest, complete and at ease.',
    listedSec: 60,
  },
] as const satisfies readonly Zone[];

/** docs/tools/body-scan-online.md#behaviour: spoken 1 s after the scan completes. */
export const CLOSING_TEXT =
  'Your body scan is complete. Take a few slow breaths, notice how your whole body feels, and when you are ready, gently open your eyes.';
