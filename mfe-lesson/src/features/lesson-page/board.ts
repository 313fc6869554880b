import type * as Y from 'yjs';
import { LESSON_BOARD_STROKES } from '@lezioni/contracts/values';

/**
 * The whiteboard's strokes, kept in the lesson page's Yjs document (a Y.Array under
 * LESSON_BOARD_STROKES): they travel, merge and are kept as the page's words are. Points are whole
 * numbers on a fixed logical board, whatever the size of the screen that drew them.
 */
export const BOARD_WIDTH = 1600;
export const BOARD_HEIGHT = 1000;
/** The pen's width on the logical board. */
export const PEN_WIDTH = 6;
/** The pens, by the name a stroke keeps (a colour the palette lacks is not drawn). */
export const BOARD_COLOURS = { ink: '#1f1f1f', red: '#cf1322', blue: '#1d39c4', green: '#237804' } as const;
export type BoardColour = keyof typeof BOARD_COLOURS;
/** A longer line goes on as a new stroke: one stroke is at most about 1 KB, one small update. */
export const STROKE_MAX_POINTS = 500;
/** Pointer moves closer than this to the last point are dropped: a slow hand does not fill the stroke. */
const MIN_STEP = 3;
/** A step between two points is one signed byte per axis; a longer jump is drawn in several steps. */
const MAX_STEP = 127;

export type Point = { x: number; y: number };
export type Stroke = { id: string; colour: BoardColour; points: Point[] };
/** A stroke as the document holds it: its points as bytes (the first point, then the steps). */
type StoredStroke = { id: string; colour: string; points: Uint8Array };

const isColour = (colour: unknown): colour is BoardColour =>
  typeof colour === 'string' && Object.hasOwn(BOARD_COLOURS, colour);
const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value)));

/** A point of the logical board: rounded, and kept within it. */
export const boardPoint = (x: number, y: number): Point => ({ x: clamp(x, BOARD_WIDTH), y: clamp(y, BOARD_HEIGHT) });

/**
 * Adds `next` to a stroke being drawn: skipped when too near the last point, in steps when far from
 * it. False once the stroke is full (STROKE_MAX_POINTS): the line goes on as a new stroke.
 */
export function extendStroke(points: Point[], next: Point): boolean {
  const last = points.at(-1);
  if (!last) {
    points.push(next);
    return true;
  }
  const dx = next.x - last.x;
  const dy = next.y - last.y;
  if (Math.hypot(dx, dy) < MIN_STEP) return points.length < STROKE_MAX_POINTS;
  const steps = Math.ceil(Math.max(Math.abs(dx), Math.abs(dy)) / MAX_STEP);
  for (let step = 1; step <= steps && points.length < STROKE_MAX_POINTS; step += 1)
    points.push({ x: Math.round(last.x + (dx * step) / steps), y: Math.round(last.y + (dy * step) / steps) });
  return points.length < STROKE_MAX_POINTS;
}

/** The first point in two bytes per axis, then each step in one signed byte per axis. */
export function encodePoints(points: Point[]): Uint8Array {
  const [first, ...rest] = points;
  if (!first) return new Uint8Array(0);
  const bytes = new Uint8Array(4 + rest.length * 2);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, first.x);
  view.setUint16(2, first.y);
  let last = first;
  rest.forEach((point, index) => {
    view.setInt8(4 + index * 2, point.x - last.x);
    view.setInt8(5 + index * 2, point.y - last.y);
    last = point;
  });
  return bytes;
}

/** The points of encodePoints' bytes; null for bytes no stroke of the board could have. */
export function decodePoints(bytes: Uint8Array): Point[] | null {
  if (bytes.length < 4 || bytes.length % 2 !== 0 || bytes.length > 4 + (STROKE_MAX_POINTS - 1) * 2) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let point = { x: view.getUint16(0), y: view.getUint16(2) };
  const points = [point];
  for (let offset = 4; offset < bytes.length; offset += 2) {
    point = { x: point.x + view.getInt8(offset), y: point.y + view.getInt8(offset + 1) };
    points.push(point);
  }
  return points.every(({ x, y }) => x >= 0 && x <= BOARD_WIDTH && y >= 0 && y <= BOARD_HEIGHT) ? points : null;
}

const strokesOf = (doc: Y.Doc) => doc.getArray<unknown>(LESSON_BOARD_STROKES);

/** The board's strokes, oldest first; anything else the array holds (another version's, a forgery) is skipped. */
export function readStrokes(doc: Y.Doc): Stroke[] {
  return strokesOf(doc)
    .toArray()
    .flatMap((item) => {
      const stored = item as Partial<StoredStroke> | null;
      if (typeof stored !== 'object' || stored === null || typeof stored.id !== 'string') return [];
      if (!isColour(stored.colour) || !(stored.points instanceof Uint8Array)) return [];
      const points = decodePoints(stored.points);
      return points ? [{ id: stored.id, colour: stored.colour, points }] : [];
    });
}

/** A finished stroke onto the board: one small update. Its id lets its author take it back. */
export function addStroke(doc: Y.Doc, colour: BoardColour, points: Point[]): string {
  const id = Math.random().toString(36).slice(2, 10);
  const stored: StoredStroke = { id, colour, points: encodePoints(points.slice(0, STROKE_MAX_POINTS)) };
  strokesOf(doc).push([stored]);
  return id;
}

/** Takes the stroke `id` off the board; false when it is gone already (cleared by either side). */
export function removeStroke(doc: Y.Doc, id: string): boolean {
  const index = strokesOf(doc)
    .toArray()
    .findIndex((item) => (item as Partial<StoredStroke> | null)?.id === id);
  if (index < 0) return false;
  strokesOf(doc).delete(index, 1);
  return true;
}

/** Every stroke off the board, both sides'. */
export function clearBoard(doc: Y.Doc): void {
  const strokes = strokesOf(doc);
  strokes.delete(0, strokes.length);
}

/** Calls `onChange` on every change of the board, from either side; returns the unsubscribe. */
export function watchBoard(doc: Y.Doc, onChange: () => void): () => void {
  const strokes = strokesOf(doc);
  strokes.observe(onChange);
  return () => strokes.unobserve(onChange);
}
