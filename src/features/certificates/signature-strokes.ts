/**
 * The signature as data and as pictures: strokes are lists of points in units of the pad's width
 * (so a resized pad draws the same signature), turned into pressure-like outlines by
 * perfect-freehand and filled on a canvas; the watermark (the worker's name and the date) is drawn
 * under them. The exported PNG fits the server's limits (SIGNATURE_IMAGE_LIMITS).
 */
import { getStroke } from 'perfect-freehand';
import { SIGNATURE_IMAGE_LIMITS } from '#contract/api-contract.ts';

/** x and y in units of the pad's width, and the pen's pressure (0..1). */
export type StrokePoint = [number, number, number];

export interface Stroke {
  points: StrokePoint[];
  /** A mouse or finger gives no real pressure: perfect-freehand then simulates it from the speed. */
  simulatePressure: boolean;
}

/** The pad's width to height. */
export const PAD_ASPECT = 2.5;
/** The exported image: wide enough to print sharply, small enough for the server's byte limit. */
const EXPORT_WIDTHS = [800, 600, 400] as const;
const INK = '#14213d';
const WATERMARK = 'rgba(80, 90, 102, 0.45)';

/** The filled outline of a stroke drawn on a pad `width` pixels wide (pixel coordinates). */
export function strokeOutline(stroke: Stroke, width: number): number[][] {
  return getStroke(
    stroke.points.map(([x, y, pressure]) => [x * width, y * width, pressure]),
    { size: Math.max(2, width * 0.016), thinning: 0.6, smoothing: 0.5, streamline: 0.4, simulatePressure: stroke.simulatePressure, last: true },
  );
}

function fillOutline(context: CanvasRenderingContext2D, outline: number[][]): void {
  const [first] = outline;
  if (!first || first.length < 2) return;
  context.beginPath();
  context.moveTo(first[0] ?? 0, first[1] ?? 0);
  // Quadratic curves through the midpoints: a smooth edge with few points.
  for (let i = 1; i < outline.length; i += 1) {
    const point = outline[i] ?? first;
    const next = outline[(i + 1) % outline.length] ?? first;
    context.quadraticCurveTo(point[0] ?? 0, point[1] ?? 0, ((point[0] ?? 0) + (next[0] ?? 0)) / 2, ((point[1] ?? 0) + (next[1] ?? 0)) / 2);
  }
  context.closePath();
  context.fill();
}

/**
 * Draws the watermark and the strokes on a context whose drawing units are `width` × `height`
 * (the caller scales for the device pixel ratio). `guide`: the pad's baseline, not exported.
 */
export function drawSignature(
  context: CanvasRenderingContext2D,
  strokes: readonly Stroke[],
  size: { width: number; height: number },
  watermark: string,
  guide = false,
): void {
  const { width, height } = size;
  context.clearRect(0, 0, width, height);
  if (guide) {
    context.strokeStyle = 'rgba(80, 90, 102, 0.35)';
    context.lineWidth = 1;
    context.setLineDash([6, 6]);
    context.beginPath();
    context.moveTo(width * 0.06, height * 0.78);
    context.lineTo(width * 0.94, height * 0.78);
    context.stroke();
    context.setLineDash([]);
  }
  const fontSize = Math.max(10, Math.round(width * 0.032));
  context.font = `${String(fontSize)}px system-ui, sans-serif`;
  context.fillStyle = WATERMARK;
  context.textAlign = 'right';
  context.textBaseline = 'bottom';
  context.fillText(watermark, width - fontSize * 0.6, height - fontSize * 0.4);
  context.fillStyle = INK;
  for (const stroke of strokes) fillOutline(context, strokeOutline(stroke, width));
}

/** The watermark text: the signer's name and the day of signing. */
export function watermarkText(name: string, day: string): string {
  return `${name} · ${day}`;
}

/**
 * The signature as a PNG (base64, no data: prefix), at the largest export width whose file stays
 * within the server's limit.
 */
export function exportSignaturePng(strokes: readonly Stroke[], watermark: string, createCanvas: () => HTMLCanvasElement = () => document.createElement('canvas')): string {
  let encoded = '';
  for (const width of EXPORT_WIDTHS) {
    const height = Math.round(width / PAD_ASPECT);
    const canvas = createCanvas();
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    drawSignature(context, strokes, { width, height }, watermark);
    encoded = canvas.toDataURL('image/png').replace(/^data:image\/png;base64,/, '');
    if ((encoded.length * 3) / 4 <= SIGNATURE_IMAGE_LIMITS.maxBytes) return encoded;
  }
  return encoded;
}
