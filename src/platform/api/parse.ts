/**
 * Narrow checks for API answers (ARCHITECTURE: answers are parsed at the boundary, never cast): each
 * returns the value with its type or throws a TypeError that the screen shows as a failed load.
 */

export function record(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new TypeError('unexpected answer');
  return value as Record<string, unknown>;
}

export function int(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new TypeError('unexpected number');
  return value;
}

export function text(value: unknown): string {
  if (typeof value !== 'string') throw new TypeError('unexpected text');
  return value;
}

export function list(value: unknown): unknown[] {
  if (!Array.isArray(value)) throw new TypeError('unexpected list');
  return value;
}
