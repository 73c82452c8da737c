import { describe, expect, it } from 'vitest';
import { PARTICLE_COUNT, createParticles, formatToolCount } from './home';

describe('formatToolCount', () => {
  it.each([
    [1, '1'],
    [14, '14'],
    [15, '15+'],
    [19, '15+'],
  ])('%i tools → %s', (count, text) => {
    expect(formatToolCount(count)).toBe(text);
  });
});

describe('createParticles', () => {
  it('makes the spec’s 20 particles, the same on every build', () => {
    expect(PARTICLE_COUNT).toBe(20);
    expect(createParticles()).toHaveLength(20);
    expect(createParticles()).toEqual(createParticles());
  });

  it('keeps every particle inside the area', () => {
    for (const particle of createParticles()) {
      expect(particle.left).toBeGreaterThanOrEqual(0);
      expect(particle.left).toBeLessThanOrEqual(100);
      expect(particle.top).toBeGreaterThanOrEqual(0);
      expect(particle.top).toBeLessThanOrEqual(100);
    }
  });
});
