import * as Y from 'yjs';
import { LESSON_BOARD_STROKES, LESSON_PAGE_MAX_BYTES, LESSON_PAGE_TEXT } from '@lezioni/contracts/values';
import {
  addStroke,
  BOARD_HEIGHT,
  BOARD_WIDTH,
  boardPoint,
  clearBoard,
  decodePoints,
  encodePoints,
  extendStroke,
  readStrokes,
  removeStroke,
  STROKE_MAX_POINTS,
  type Point,
} from './board';

/** A stroke as a hand draws it: pointer positions along a wavy line from `from`, `length` logical units long. */
function drawn(from: Point, length: number, every = 6): Point[] {
  const points: Point[] = [];
  for (let along = 0; along <= length; along += every)
    extendStroke(points, boardPoint(from.x + along, from.y + 30 * Math.sin(along / 40)));
  return points;
}

/** Each update `doc` makes from now on. */
function updatesOf(doc: Y.Doc): Uint8Array[] {
  const updates: Uint8Array[] = [];
  doc.on('update', (update: Uint8Array) => updates.push(update));
  return updates;
}

describe("the whiteboard's strokes", () => {
  it('when a stroke is encoded and decoded, then every point comes back, at one or two bytes a coordinate', () => {
    const points = drawn({ x: 100, y: 500 }, 600);

    const bytes = encodePoints(points);

    expect(decodePoints(bytes)).toEqual(points);
    expect(bytes.length).toBe(4 + (points.length - 1) * 2);
  });

  it('when the pointer jumps far or barely moves, then the stroke has the steps between and not the jitter', () => {
    const points: Point[] = [];
    extendStroke(points, boardPoint(0, 0));
    extendStroke(points, boardPoint(1, 1));
    extendStroke(points, boardPoint(BOARD_WIDTH + 50, BOARD_HEIGHT));

    expect(points[0]).toEqual({ x: 0, y: 0 });
    expect(points.at(-1)).toEqual({ x: BOARD_WIDTH, y: BOARD_HEIGHT });
    expect(points).toHaveLength(1 + Math.ceil(BOARD_WIDTH / 127));
    expect(decodePoints(encodePoints(points))).toEqual(points);
  });

  it('when a line goes on past the points a stroke may have, then the stroke says it is full', () => {
    const points: Point[] = [];
    let isOpen = true;
    for (let x = 0; isOpen; x += 10)
      isOpen = extendStroke(points, boardPoint(x % BOARD_WIDTH, Math.floor(x / BOARD_WIDTH) * 10));

    expect(points).toHaveLength(STROKE_MAX_POINTS);
  });

  it('when the board holds bytes no stroke could have, then they are not drawn', () => {
    const doc = new Y.Doc();
    addStroke(doc, 'red', drawn({ x: 10, y: 10 }, 100));
    const outside = new Uint8Array([0xff, 0xff, 0, 0]);
    doc
      .getArray(LESSON_BOARD_STROKES)
      .push([
        'a text',
        { id: 'x', colour: 'url(javascript:)', points: encodePoints([{ x: 1, y: 1 }]) },
        { id: 'y', colour: 'ink', points: outside },
        { id: 'z', colour: 'ink', points: new Uint8Array(4 + STROKE_MAX_POINTS * 2) },
      ]);

    expect(readStrokes(doc).map(({ colour }) => colour)).toEqual(['red']);
  });

  it('when the teacher and the student each draw at the same time, then both boards end with both strokes, in the same order', () => {
    const teacher = new Y.Doc();
    const student = new Y.Doc();
    const fromTeacher = updatesOf(teacher);
    const fromStudent = updatesOf(student);

    addStroke(teacher, 'blue', drawn({ x: 100, y: 100 }, 300));
    addStroke(student, 'red', drawn({ x: 200, y: 600 }, 300));
    fromTeacher.forEach((update) => Y.applyUpdate(student, update));
    fromStudent.forEach((update) => Y.applyUpdate(teacher, update));

    expect(readStrokes(teacher)).toHaveLength(2);
    expect(readStrokes(student)).toEqual(readStrokes(teacher));
  });

  it('when one takes back their stroke while the other draws, then only that stroke goes; a clear empties both boards', () => {
    const teacher = new Y.Doc();
    const student = new Y.Doc();
    const fromTeacher = updatesOf(teacher);
    const fromStudent = updatesOf(student);
    const mine = addStroke(teacher, 'ink', drawn({ x: 100, y: 100 }, 200));
    fromTeacher.splice(0).forEach((update) => Y.applyUpdate(student, update));

    expect(removeStroke(teacher, mine)).toBe(true);
    addStroke(student, 'green', drawn({ x: 300, y: 300 }, 200));
    fromTeacher.splice(0).forEach((update) => Y.applyUpdate(student, update));
    fromStudent.splice(0).forEach((update) => Y.applyUpdate(teacher, update));

    expect(readStrokes(teacher).map(({ colour }) => colour)).toEqual(['green']);
    expect(readStrokes(student)).toEqual(readStrokes(teacher));
    expect(removeStroke(teacher, mine)).toBe(false);

    clearBoard(student);
    fromStudent.splice(0).forEach((update) => Y.applyUpdate(teacher, update));
    expect(readStrokes(teacher)).toEqual([]);
  });

  it('when a lesson draws 500 strokes beside a long page, then each is one small update, the page stays within half its limit, and a clear gives the room back', async () => {
    const doc = new Y.Doc();
    const notes = 'Appunti della lezione. '.repeat(1_000);
    doc.getText(LESSON_PAGE_TEXT).insert(0, notes);
    const updates = updatesOf(doc);
    /** The state as the server stores it: what a fresh document holds of it (deleted strokes collected). */
    const storedBytes = () => {
      const stored = new Y.Doc();
      Y.applyUpdate(stored, Y.encodeStateAsUpdate(doc));
      return Y.encodeStateAsUpdate(stored).length;
    };

    // A hand-written word is a few strokes; 400 logical units is a quarter of the board's width.
    for (let stroke = 0; stroke < 500; stroke += 1)
      addStroke(doc, 'ink', drawn({ x: (stroke * 37) % 1_000, y: (stroke * 53) % 900 }, 400));
    const drawnBytes = storedBytes();
    clearBoard(doc);

    expect(Math.max(...updates.slice(0, 500).map((update) => update.length))).toBeLessThan(256);
    expect(drawnBytes).toBeLessThan(LESSON_PAGE_MAX_BYTES / 2);
    expect(storedBytes()).toBeLessThan(notes.length + 1_024);
  });
});
