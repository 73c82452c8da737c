import { describe, expect, it } from 'vitest';
import { createStreamSlots, tooManyStreamsMessage } from './open-streams';

describe('stream slots per client', () => {
  it('gives a client max slots, refuses the next, and takes each back once', () => {
    const slots = createStreamSlots();
    const releases = [1, 2, 3, 4].map(() => slots.acquire('203.0.113.7', 4));
    expect(releases.every((release) => release !== undefined)).toBe(true);
    expect(slots.acquire('203.0.113.7', 4)).toBeUndefined();
    // Another client is counted apart.
    expect(slots.acquire('198.51.100.2', 4)).toBeTypeOf('function');
    releases[0]?.();
    releases[0]?.();
    expect(slots.openFor('203.0.113.7')).toBe(3);
    expect(slots.acquire('203.0.113.7', 4)).toBeTypeOf('function');
    expect(slots.acquire('203.0.113.7', 4)).toBeUndefined();
  });

  it('forgets a client whose streams have all ended', () => {
    const slots = createStreamSlots();
    const release = slots.acquire('2001:db8:0:1::/64', 4);
    expect(slots.clients()).toBe(1);
    release?.();
    expect(slots.clients()).toBe(0);
    expect(slots.openFor('2001:db8:0:1::/64')).toBe(0);
  });

  it('says the cap in its reason', () => {
    expect(tooManyStreamsMessage(4)).toBe(
      'Too many replies are open from your address at once (4). Please wait for one to finish and try again.',
    );
  });
});
