import type * as Y from 'yjs';
import { LESSON_BOARD_STROKES } from '@lezioni/contracts/values';

/**
 * The whiteboard's strokes, kept in the lesson page's Yjs document (a Y.Array under
 * LESSON_BOARD_STROKES): they travel, merge and are kept as the page's words are. Points are whole
 * numbers on a fixed logical board, whatever the size of the screen that drew them.
 *
 * A stroke goes on the board at pen-down, its first point in its entry, and its new points follow
 * once a frame as entries of their own (`StrokeSteps`, named by the stroke's id: the other side's
 * entries may come between), so the other side sees it being drawn. At pen-up these are swapped
 * for one entry with all the points: each entry carries some 30 bytes besides its points, and the
 * swap, pushed right after them, leaves a tombstone that Yjs merges with theirs once cleared. A
 * stroke cut off (a tab closed) keeps its entries, and is drawn from them.
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
/** More steps of the stroke `stroke`, drawn since its entry or its last steps. */
type StrokeSteps = { stroke: string; steps: Uint8Array };
/** A stroke being drawn here: how many of its points the board holds. */
export type LiveStroke = { doc: Y.Doc; id: string; colour: BoardColour; sent: number };

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

/** The steps to `points[from]` and on (`from` ≥ 1), each from the point before, one signed byte per axis. */
function encodeSteps(points: Point[], from: number): Uint8Array {
  const bytes = new Uint8Array(Math.max(0, points.length - from) * 2);
  const view = new DataView(bytes.buffer);
  for (let index = from; index < points.length; index += 1) {
    view.setInt8((index - from) * 2, points[index]!.x - points[index - 1]!.x);
    view.setInt8((index - from) * 2 + 1, points[index]!.y - points[index - 1]!.y);
  }
  return bytes;
}

/** The first point in two bytes per axis, then each step in one signed byte per axis. */
export function encodePoints(points: Point[]): Uint8Array {
  const [first] = points;
  if (!first) return new Uint8Array(0);
  const bytes = new Uint8Array(4 + (points.length - 1) * 2);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, first.x);
  view.setUint16(2, first.y);
  bytes.set(encodeSteps(points, 1), 4);
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

/** An entry's fields, unchecked: a stroke's, or steps'. */
const fieldsOf = (item: unknown): Partial<Record<keyof StoredStroke | keyof StrokeSteps, unknown>> =>
  typeof item === 'object' && item !== null ? item : {};

/**
 * The board's strokes, oldest first, those being drawn with the points they have so far; anything
 * else the array holds (another version's, a forgery, steps of no stroke) is skipped.
 */
export function readStrokes(doc: Y.Doc): Stroke[] {
  const parts = new Map<string, { colour: BoardColour; bytes: Uint8Array[]; length: number }>();
  for (const item of strokesOf(doc).toArray()) {
    const { id, colour, points, stroke, steps } = fieldsOf(item);
    if (typeof id === 'string' && isColour(colour) && points instanceof Uint8Array && !parts.has(id))
      parts.set(id, { colour, bytes: [points], length: points.length });
    const of = typeof stroke === 'string' ? parts.get(stroke) : undefined;
    if (of && steps instanceof Uint8Array) {
      of.bytes.push(steps);
      of.length += steps.length;
    }
  }
  return [...parts].flatMap(([id, { colour, bytes, length }]) => {
    // More than a stroke may hold: decodePoints would refuse it, so it is not copied first.
    if (length > 4 + STROKE_MAX_POINTS * 2) return [];
    const all = new Uint8Array(length);
    bytes.reduce((offset, part) => (all.set(part, offset), offset + part.length), 0);
    const points = decodePoints(all);
    return points ? [{ id, colour, points }] : [];
  });
}

/** The indices of the stroke `id`'s entries (its own and its steps'), from the last. */
function entriesOf(doc: Y.Doc, id: string): number[] {
  return strokesOf(doc)
    .toArray()
    .flatMap((item, index) => {
      const { id: own, stroke } = fieldsOf(item);
      return own === id || stroke === id ? [index] : [];
    })
    .reverse();
}

/** Pen-down: the stroke goes on the board with its first point, the other side sees it begin. */
export function startStroke(doc: Y.Doc, colour: BoardColour, first: Point): LiveStroke {
  const id = Math.random().toString(36).slice(2, 10);
  const stored: StoredStroke = { id, colour, points: encodePoints([first]) };
  strokesOf(doc).push([stored]);
  return { doc, id, colour, sent: 1 };
}

/** Whether the stroke `id`'s own entry is on the board (not cleared, not taken back). */
const isOnBoard = (doc: Y.Doc, id: string) =>
  strokesOf(doc)
    .toArray()
    .some((item) => fieldsOf(item).id === id);

/**
 * The points drawn since the last call (of `points`, the whole stroke so far) onto the board: one
 * small update of their steps only. Nothing once the stroke is off the board (cleared, taken back).
 */
export function sendPoints(live: LiveStroke, points: Point[]): void {
  const end = Math.min(points.length, STROKE_MAX_POINTS);
  if (end <= live.sent || !isOnBoard(live.doc, live.id)) return;
  const steps: StrokeSteps = { stroke: live.id, steps: encodeSteps(points.slice(0, end), live.sent) };
  strokesOf(live.doc).push([steps]);
  live.sent = end;
}

/**
 * Pen-up: the stroke's entries swapped, in one update, for one entry with all its points (the same
 * id, so undo finds it). When it was cleared meanwhile, steps that came after the clear go too.
 */
export function endStroke(live: LiveStroke, points: Point[]): void {
  const isKept = isOnBoard(live.doc, live.id);
  const entries = entriesOf(live.doc, live.id);
  const strokes = strokesOf(live.doc);
  live.doc.transact(() => {
    // Pushed first, right after the steps: its tombstone and theirs are one once cleared.
    if (isKept)
      strokes.push([{ id: live.id, colour: live.colour, points: encodePoints(points.slice(0, STROKE_MAX_POINTS)) }]);
    for (const index of entries) strokes.delete(index, 1);
  });
  live.sent = Math.min(points.length, STROKE_MAX_POINTS);
}

/** Takes the stroke `id` off the board, steps and all; false when it is gone already (cleared by either side). */
export function removeStroke(doc: Y.Doc, id: string): boolean {
  if (!isOnBoard(doc, id)) return false;
  const entries = entriesOf(doc, id);
  doc.transact(() => entries.forEach((index) => strokesOf(doc).delete(index, 1)));
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
