import { describe, expect, it } from 'vitest';
import { keepingUnchangedRestores } from './persisted-session';

interface State {
  readonly volume: number;
  readonly list: readonly number[];
}
type Event = { type: 'restore'; volume: number } | { type: 'touch' };

// a transition that always builds a new state, as a spread-and-override restore does
const transition = (state: State, event: Event): State =>
  event.type === 'restore'
    ? { ...state, volume: event.volume, list: [...state.list] }
    : { ...state, list: [...state.list] };

describe('keepingUnchangedRestores', () => {
  const kept = keepingUnchangedRestores(transition);
  const state: State = { volume: 0.5, list: [1, 2] };

  it('keeps the state itself when a restore brings what it holds', () => {
    expect(kept(state, { type: 'restore', volume: 0.5 })).toBe(state);
  });

  it('takes a restore that changes something', () => {
    const next = kept(state, { type: 'restore', volume: 0.8 });
    expect(next).not.toBe(state);
    expect(next).toEqual({ volume: 0.8, list: [1, 2] });
  });

  it('leaves every other event to the machine', () => {
    const next = kept(state, { type: 'touch' });
    expect(next).not.toBe(state);
    expect(next).toEqual(state);
  });
});
