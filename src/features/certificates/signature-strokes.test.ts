import { describe, expect, it } from 'vitest';
import { strokeOutline, watermarkText, type Stroke } from './signature-strokes';

const stroke: Stroke = {
  points: [
    [0.1, 0.2, 0.5],
    [0.2, 0.25, 0.6],
    [0.3, 0.22, 0.7],
    [0.4, 0.3, 0.5],
  ],
  simulatePressure: false,
};

describe('signature strokes', () => {
  it('are kept in units of the pad width, so a wider pad draws the same signature larger', () => {
    const small = strokeOutline(stroke, 300);
    const large = strokeOutline(stroke, 600);
    expect(small.length).toBeGreaterThan(4);
    expect(large.length).toBe(small.length);
    const [sx, sy] = small[0] ?? [];
    const [lx, ly] = large[0] ?? [];
    expect(lx).toBeCloseTo((sx ?? 0) * 2, 1);
    expect(ly).toBeCloseTo((sy ?? 0) * 2, 1);
  });

  it('are thicker where the pen pressed harder', () => {
    const light = strokeOutline({ ...stroke, points: stroke.points.map(([x, y]) => [x, y, 0.2]) }, 400);
    const heavy = strokeOutline({ ...stroke, points: stroke.points.map(([x, y]) => [x, y, 1]) }, 400);
    const spread = (outline: number[][]) => Math.max(...outline.map((point) => point[1] ?? 0)) - Math.min(...outline.map((point) => point[1] ?? 0));
    expect(spread(heavy)).toBeGreaterThan(spread(light));
  });

  it('carry a watermark with the signer and the day', () => {
    expect(watermarkText('김민준', '2026-11-22')).toBe('김민준 · 2026-11-22');
  });
});
