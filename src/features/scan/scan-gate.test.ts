import { describe, expect, it } from 'vitest';
import { createScanGate } from './scan-gate';

describe('the scan gate', () => {
  it('submits a new code once and not again while its answer is pending', () => {
    const gate = createScanGate(120_000);
    expect(gate.admit('A', 0)).toBe(true);
    expect(gate.pending).toBe(true);
    expect(gate.admit('A', 100)).toBe(false);
    expect(gate.admit('B', 100)).toBe(false);
  });

  it('does not submit an answered code again until it is forgotten or remembered long enough', () => {
    const gate = createScanGate(120_000);
    gate.admit('A', 0);
    gate.settle('A', 500);
    expect(gate.pending).toBe(false);
    expect(gate.admit('A', 1_000)).toBe(false);
    expect(gate.admit('B', 1_000)).toBe(true);
    gate.settle('B', 1_200);
    expect(gate.admit('A', 130_000)).toBe(true);
  });

  it('lets a code through again after it is forgotten (a failed send)', () => {
    const gate = createScanGate(120_000);
    gate.admit('A', 0);
    gate.forget('A');
    expect(gate.pending).toBe(false);
    expect(gate.admit('A', 10)).toBe(true);
  });

  it('holds every code while a result is shown', () => {
    const gate = createScanGate(120_000);
    gate.holdUntil(2_000);
    expect(gate.admit('A', 1_999)).toBe(false);
    expect(gate.admit('A', 2_000)).toBe(true);
  });
});
