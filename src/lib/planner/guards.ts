/** The planners' own guard, over the site's guard vocabulary (lib/storage/guards.ts). */
import { isDay, isNumber, isShape, isString, type Guard } from '../storage/guards';

/**
 * A planned item of the yoga or exercise planner (a pose or an exercise): its difficulty and category
 * are checked as strings, since the catalogs' lists would ship with the page only to check them.
 */
export function isPlannedItem<
  T extends {
    id: number;
    name: string;
    benefits: string;
    instructions: string;
    difficulty: string;
    category: string;
    date: string;
  },
>(): Guard<T> {
  return isShape<T>({
    id: isNumber,
    name: isString,
    benefits: isString,
    instructions: isString,
    difficulty: isString,
    category: isString,
    date: isDay,
  } as { [K in keyof T]-?: Guard<T[K]> });
}
