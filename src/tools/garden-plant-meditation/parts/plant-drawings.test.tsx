// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PLANT_TYPES } from '../machine';
import { plantSymbolId } from './plant-art';
import { PlantSprite } from './plant-drawings';

afterEach(cleanup);

describe('PlantSprite', () => {
  it('holds a symbol for every plant type and is never displayed itself', () => {
    const { container } = render(<PlantSprite />);
    const sprite = container.querySelector('svg');
    expect(sprite?.classList.contains('hidden')).toBe(true);
    const ids = [...container.querySelectorAll('symbol')].map((symbol) => symbol.id);
    expect(ids).toEqual(PLANT_TYPES.map(plantSymbolId));
  });

  it('holds nothing that a hidden sprite would stop drawing (gradients, clip paths, masks, filters)', () => {
    const { container } = render(<PlantSprite />);
    const resources = container.querySelectorAll(
      'linearGradient, radialGradient, clipPath, mask, filter, pattern',
    );
    expect(resources).toHaveLength(0);
  });
});
