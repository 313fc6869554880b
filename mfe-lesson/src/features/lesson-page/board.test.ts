import * as Y from 'yjs';
import { LESSON_BOARD_STROKES, LESSON_PAGE_MAX_BYTES, LESSON_PAGE_TEXT } from '@lezioni/contracts/values';
import {
  BOARD_HEIGHT,
  BOARD_WIDTH,
  boardPoint,
  clearBoard,
  decodePoints,
  encodePoints,
  endStroke,
  extendStroke,
  readStrokes,
  removeStroke,
  sendPoints,
  startStroke,
  STROKE_MAX_POINTS,
  type BoardColour,
  type Point,
} from './board';

/** A stroke as a hand draws it: pointer positions along a wavy line from `from`, `length` logical units long. */
function drawn(from: Point, length: number, every = 6): Point[] {
  const points: Point[] = [];
  for (let along = 0; along <= length; along += every)
    extendStroke(points, boardPoint(from.x + along, from.y + 30 * Math.sin(along / 40)));
  return points;
}

/**
 * A stroke drawn as the board draws it: on the board at pen-down, `perFrame` new points a frame
 * (`onFrame` after each), finished at pen-up. Its id.
 */
function draw(doc: Y.Doc, colour: BoardColour, points: Point[], perFrame = 3, onFrame = () => {}): string {
  const live = startStroke(doc, colour, points[0]!);
  for (let end = 1 + perFrame; end < points.length + perFrame; end += perFrame) {
    sendPoints(live, points.slice(0, end));
    onFrame();
  }
  endStroke(live, points);
  return live.id;
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
    draw(doc, 'red', drawn({ x: 10, y: 10 }, 100));
    const outside = new Uint8Array([0xff, 0xff, 0, 0]);
    doc
      .getArray(LESSON_BOARD_STROKES)
      .push([
        'a text',
        { id: 'x', colour: 'url(javascript:)', points: encodePoints([{ x: 1, y: 1 }]) },
        { id: 'y', colour: 'ink', points: outside },
        { id: 'z', colour: 'ink', points: new Uint8Array(4 + STROKE_MAX_POINTS * 2) },
      ]);
    // Steps of no stroke, steps past the points a stroke may have.
    const live = startStroke(doc, 'blue', { x: 1, y: 1 });
    doc.getArray(LESSON_BOARD_STROKES).push([
      { stroke: 'nobody', steps: new Uint8Array([1, 1]) },
      { stroke: live.id, steps: new Uint8Array(STROKE_MAX_POINTS * 2) },
    ]);
    expect(readStrokes(doc).map(({ colour }) => colour)).toEqual(['red']);
  });

  it('when the teacher and the student each draw at the same time, then both boards end with both strokes, in the same order', () => {
    const teacher = new Y.Doc();
    const student = new Y.Doc();
    const fromTeacher = updatesOf(teacher);
    const fromStudent = updatesOf(student);

    draw(teacher, 'blue', drawn({ x: 100, y: 100 }, 300));
    draw(student, 'red', drawn({ x: 200, y: 600 }, 300));
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
    const mine = draw(teacher, 'ink', drawn({ x: 100, y: 100 }, 200));
    fromTeacher.splice(0).forEach((update) => Y.applyUpdate(student, update));

    expect(removeStroke(teacher, mine)).toBe(true);
    draw(student, 'green', drawn({ x: 300, y: 300 }, 200));
    fromTeacher.splice(0).forEach((update) => Y.applyUpdate(student, update));
    fromStudent.splice(0).forEach((update) => Y.applyUpdate(teacher, update));

    expect(readStrokes(teacher).map(({ colour }) => colour)).toEqual(['green']);
    expect(readStrokes(student)).toEqual(readStrokes(teacher));
    expect(removeStroke(teacher, mine)).toBe(false);

    clearBoard(student);
    fromStudent.splice(0).forEach((update) => Y.applyUpdate(teacher, update));
    expect(readStrokes(teacher)).toEqual([]);
  });

  it('when the teacher draws, then the student sees the stroke from its first frame on, and at pen-up the same stroke, finished', () => {
    const teacher = new Y.Doc();
    const student = new Y.Doc();
    const fromTeacher = updatesOf(teacher);
    const points = drawn({ x: 100, y: 500 }, 600);
    const relay = () => fromTeacher.forEach((update) => Y.applyUpdate(student, update));
    const seen: number[] = [];

    draw(teacher, 'blue', points, 3, () => {
      relay();
      fromTeacher.splice(0);
      seen.push(readStrokes(student)[0]?.points.length ?? 0);
    });
    const frames = seen.length;
    expect(seen.slice(0, 3)).toEqual([4, 7, 10]);
    expect(readStrokes(student)[0]!.points).toEqual(points.slice(0, seen.at(-1)));
    relay();

    expect(readStrokes(student)).toEqual([{ id: expect.any(String), colour: 'blue', points }]);
    expect(readStrokes(student)).toEqual(readStrokes(teacher));
    expect(frames).toBeGreaterThan(20);
  });

  it('when the teacher draws a long stroke, then every update is small: a frame its new steps, however long the stroke, and pen-up the stroke once', () => {
    const teacher = new Y.Doc();
    const fromTeacher = updatesOf(teacher);
    const points = drawn({ x: 0, y: 500 }, 1_500);

    draw(teacher, 'ink', points);

    const [penDown, ...frames] = fromTeacher.map((update) => update.length);
    const penUp = frames.pop()!;
    // A frame's three points are 6 bytes of steps: the rest is Yjs's and the entry's few names.
    expect(penDown).toBeLessThan(64);
    expect(frames.length).toBeGreaterThan(50);
    expect(Math.max(...frames)).toBeLessThan(64);
    expect(penUp).toBeLessThan(encodePoints(points).length + 64);
  });

  it('when a stroke is cut off (the pen never lifts: a tab closed), then the other side and the stored page keep a valid stroke of what was sent, which undo and clear take off', () => {
    const teacher = new Y.Doc();
    const student = new Y.Doc();
    const fromTeacher = updatesOf(teacher);
    const fromStudent = updatesOf(student);
    const points = drawn({ x: 100, y: 100 }, 300);
    const live = startStroke(teacher, 'green', points[0]!);
    sendPoints(live, points.slice(0, 10));
    sendPoints(live, points.slice(0, 20));
    fromTeacher.splice(0).forEach((update) => Y.applyUpdate(student, update));
    const stored = new Y.Doc();
    Y.applyUpdate(stored, Y.encodeStateAsUpdate(student));

    expect(readStrokes(student)).toEqual([{ id: live.id, colour: 'green', points: points.slice(0, 20) }]);
    expect(readStrokes(stored)).toEqual(readStrokes(student));

    expect(removeStroke(teacher, live.id)).toBe(true);
    fromTeacher.splice(0).forEach((update) => Y.applyUpdate(student, update));
    expect(readStrokes(student)).toEqual([]);
    const other = startStroke(teacher, 'red', points[0]!);
    sendPoints(other, points.slice(0, 5));
    fromTeacher.splice(0).forEach((update) => Y.applyUpdate(student, update));
    clearBoard(student);
    fromStudent.splice(0).forEach((update) => Y.applyUpdate(teacher, update));
    expect(readStrokes(teacher)).toEqual([]);
  });

  it('when the student clears the board while the teacher draws, then the rest of that stroke goes nowhere and both boards stay empty', () => {
    const teacher = new Y.Doc();
    const student = new Y.Doc();
    const fromTeacher = updatesOf(teacher);
    const fromStudent = updatesOf(student);
    const points = drawn({ x: 100, y: 100 }, 300);
    const live = startStroke(teacher, 'ink', points[0]!);
    sendPoints(live, points.slice(0, 10));
    fromTeacher.splice(0).forEach((update) => Y.applyUpdate(student, update));
    // These steps are on their way when the clear is made: they arrive after it, of no stroke.
    sendPoints(live, points.slice(0, 15));

    clearBoard(student);
    fromStudent.splice(0).forEach((update) => Y.applyUpdate(teacher, update));
    fromTeacher.splice(0).forEach((update) => Y.applyUpdate(student, update));
    expect(readStrokes(student)).toEqual([]);
    sendPoints(live, points.slice(0, 20));
    endStroke(live, points);
    fromTeacher.splice(0).forEach((update) => Y.applyUpdate(student, update));

    expect(readStrokes(teacher)).toEqual([]);
    expect(student.getArray(LESSON_BOARD_STROKES).length).toBe(0);
  });

  it('when a lesson draws 500 strokes beside a long page, then each is a few small updates, the page stays within half its limit, and a clear gives the room back', async () => {
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
      draw(doc, 'ink', drawn({ x: (stroke * 37) % 1_000, y: (stroke * 53) % 900 }, 400));
    const drawnBytes = storedBytes();
    const drawUpdates = updates.length;
    clearBoard(doc);

    expect(Math.max(...updates.slice(0, drawUpdates).map((update) => update.length))).toBeLessThan(256);
    expect(drawnBytes).toBeLessThan(LESSON_PAGE_MAX_BYTES / 2);
    expect(storedBytes()).toBeLessThan(notes.length + 1_024);
  });
});
