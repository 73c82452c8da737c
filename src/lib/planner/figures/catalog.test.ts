import { describe, expect, it } from 'vitest';
import { EXERCISES } from '../../../server/ai/builtin/content/exercises';
import { POSES } from '../../../server/ai/builtin/content/poses';
import { FIGURES } from './catalog';
import { figureIdOf } from './ids';
import { drawFigure } from './model';

const LIBRARY = [...POSES, ...EXERCISES];

describe('the planners’ drawings (issue 25)', () => {
  it('has a drawing for every pose and exercise of the built-in libraries, by id', () => {
    const missing = LIBRARY.map((item) => figureIdOf(item.name)).filter((id) => !FIGURES[id]);
    expect(missing).toEqual([]);
    expect(LIBRARY.length).toBe(229);
  });

  it('uses every drawing: each belongs to a pose or exercise of the libraries', () => {
    const used = new Set(LIBRARY.map((item) => figureIdOf(item.name)));
    expect(Object.keys(FIGURES).filter((id) => !used.has(id))).toEqual([]);
  });

  it('gives every drawing a short text alternative that says the shape', () => {
    for (const [id, entry] of Object.entries(FIGURES)) {
      expect(entry.alt, id).toMatch(/^[A-Z]/);
      expect(entry.alt.length, id).toBeLessThanOrEqual(100);
    }
  });

  it('draws every figure inside its 100-unit box with no broken numbers', () => {
    for (const [id, entry] of Object.entries(FIGURES)) {
      const drawing = drawFigure(entry.spec);
      const text = [drawing.body, drawing.far, drawing.arrows, drawing.props, drawing.ground].join(
        ' ',
      );
      expect(text, id).not.toMatch(/NaN|Infinity/);
      const numbers = drawing.body.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
      expect(Math.min(...numbers), id).toBeGreaterThanOrEqual(0);
      expect(Math.max(...numbers), id).toBeLessThanOrEqual(100);
      expect(drawing.head.r, id).toBeGreaterThan(3);
    }
  });

  it('makes ids from the English name, leaving out the Sanskrit', () => {
    expect(figureIdOf('Tree Pose (Vrksasana)')).toBe('tree-pose');
    expect(figureIdOf("Child's Pose (Balasana)")).toBe('childs-pose');
    expect(figureIdOf('90/90 Hip Switch')).toBe('90-90-hip-switch');
  });
});
