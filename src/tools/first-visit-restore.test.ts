/**
 * A first visit: nothing is stored, so the kit hands each session tool's machine every setting's
 * default in its `restore` (use-session.ts). That restore must keep the state itself: a new, equal
 * state makes React redraw the whole tool in the task just after it hydrates (a long task on a phone).
 */
import { describe, expect, it } from 'vitest';
import type { StorageKeyDef } from '../lib/storage/storage';
import type { SessionMachine, SessionStore, TimedEvent } from '../lib/session/use-session';
import * as bodyScan from './body-scan-online/machine';
import { STORE as BODY_SCAN_STORE } from './body-scan-online/storage';
import * as box from './box-breathing/machine';
import { STORE as BOX_STORE } from './box-breathing/storage';
import * as breathSync from './breath-sync/machine';
import { STORE as BREATH_SYNC_STORE } from './breath-sync/storage';
import * as eye from './eye-health-app/machine';
import { STORE as EYE_STORE } from './eye-health-app/storage';
import * as focus from './focus-timer/machine';
import { STORE as FOCUS_STORE } from './focus-timer/storage';
import * as garden from './garden-plant-meditation/machine';
import { STORE as GARDEN_STORE } from './garden-plant-meditation/storage';
import * as rain from './rain-meditation/machine';
import { STORE as RAIN_STORE } from './rain-meditation/storage';
import * as bowl from './sound-bowl/machine';
import { STORE as BOWL_STORE } from './sound-bowl/storage';
import * as trataka from './trataka-focus/machine';
import { STORE as TRATAKA_STORE } from './trataka-focus/storage';
import * as walking from './walking-meditation/machine';
import { STORE as WALKING_STORE } from './walking-meditation/storage';
import * as zen from './zen-timer/machine';
import { STORE as ZEN_STORE } from './zen-timer/storage';

interface Case {
  readonly machine: SessionMachine<unknown, TimedEvent, unknown>;
  readonly initial: () => unknown;
  readonly store: SessionStore<unknown, unknown>;
}

const as = <S, E extends TimedEvent, V, P, N>(
  machine: SessionMachine<S, E, V, P, N>,
  initial: () => S,
  store: SessionStore<P, N>,
): Case => ({
  machine: machine as unknown as Case['machine'],
  initial,
  store: store as unknown as Case['store'],
});

const CASES: Case[] = [
  as(bodyScan.bodyScan, () => bodyScan.initialState(), BODY_SCAN_STORE),
  as(box.boxBreathing, box.initialState, BOX_STORE),
  as(breathSync.breathSync, () => breathSync.initialState(), BREATH_SYNC_STORE),
  as(eye.eyeHealthApp, eye.initialState, EYE_STORE),
  as(focus.focusTimer, focus.initialState, FOCUS_STORE),
  as(garden.gardenPlantMeditation, garden.initialState, GARDEN_STORE),
  as(rain.rainMeditation, () => rain.initialState(), RAIN_STORE),
  as(bowl.soundBowl, () => bowl.initialState(bowl.RING_MS), BOWL_STORE),
  as(trataka.tratakaFocus, () => trataka.initialState(), TRATAKA_STORE),
  as(walking.walkingMeditation, walking.initialState, WALKING_STORE),
  as(zen.zenTimer, () => zen.initialState(), ZEN_STORE),
];

const defaultsOf = (store: SessionStore<unknown, unknown>) =>
  Object.fromEntries(
    Object.entries<StorageKeyDef<unknown>>(store.settings ?? {}).map(([name, key]) => [
      name,
      key.defaultValue,
    ]),
  );

describe('a first visit restores the state the page shows, the same object (no redraw)', () => {
  it.each(CASES.map((c) => [c.machine.tool, c] as const))(
    '%s',
    (_, { machine, initial, store }) => {
      const state = initial();
      const restore = { type: 'restore', settings: defaultsOf(store), now: Date.now() };
      expect(machine.transition(state, restore)).toBe(state);
    },
  );
});
