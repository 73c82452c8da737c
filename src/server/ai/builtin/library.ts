/** The bundled library the built-in guide answers from: every curated content table, in one place. */
import { BOOKS } from './content/books/index';
import { EXERCISES } from './content/exercises';
import { BUDDHA_GUIDE } from './content/guide-buddha';
import { JESUS_GUIDE } from './content/guide-jesus';
import { KRISHNA_GUIDE } from './content/guide-krishna';
import { SHIVA_GUIDE } from './content/guide-shiva';
import { POSES } from './content/poses';
import { TASKS } from './content/tasks';
import { BUDDHA_TEACHINGS } from './content/teachings-buddha';
import { JESUS_TEACHINGS } from './content/teachings-jesus';
import { KRISHNA_TEACHINGS } from './content/teachings-krishna';
import { SHIVA_TEACHINGS } from './content/teachings-shiva';
import type { Library } from './engine';

/** The curated content of `./content`, wired for the engine. */
export const LIBRARY: Library = {
  teachings: {
    krishna: KRISHNA_TEACHINGS,
    buddha: BUDDHA_TEACHINGS,
    jesus: JESUS_TEACHINGS,
    shiva: SHIVA_TEACHINGS,
  },
  guides: {
    krishna: KRISHNA_GUIDE,
    buddha: BUDDHA_GUIDE,
    jesus: JESUS_GUIDE,
    shiva: SHIVA_GUIDE,
  },
  tasks: TASKS,
  poses: POSES,
  exercises: EXERCISES,
  books: BOOKS,
};
