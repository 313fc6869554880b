import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Y from 'yjs';
import type { LessonPage as LessonPageAnswer } from '@lezioni/contracts';
import { LESSON_BOARD_STROKES, LESSON_PAGE_TEXT, ROOM_TEXTS } from '@lezioni/contracts/values';
import { installFakeEventSource, mockFetch, renderWithProviders, type MockHandler } from '@lezioni/web-kit/testing';
import { shareRoomStream } from '../../../utils/room-stream';
import { endStroke, readStrokes, startStroke } from '../board';
import { LessonPage } from './lesson-page';

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

/** The server's document: GET answers it, each POST is merged into it. */
function serverPage(
  options: {
    isEditable?: boolean;
    onPost?: (update: Uint8Array) => Exclude<MockHandler, (...args: never[]) => unknown> | undefined;
  } = {},
) {
  const doc = new Y.Doc();
  const posted: Uint8Array[] = [];
  const answer = (): LessonPageAnswer => ({
    bookingId: 'b1',
    state: toBase64(Y.encodeStateAsUpdate(doc)),
    text: doc.getText(LESSON_PAGE_TEXT).toString(),
    updatedAt: null,
    isEditable: options.isEditable ?? true,
  });
  const routes: Record<string, MockHandler> = {
    'GET /api/lessons/b1/page': () => ({ body: answer() }),
    'POST /api/lessons/b1/page': (request) => {
      const update = fromBase64((request.body as { update: string }).update);
      const refusal = options.onPost?.(update);
      if (refusal) return refusal;
      posted.push(update);
      Y.applyUpdate(doc, update);
      return { status: 204 };
    },
  };
  return { doc, text: doc.getText(LESSON_PAGE_TEXT), posted, routes };
}

function renderPage(server: ReturnType<typeof serverPage>) {
  mockFetch(server.routes);
  const stream = new EventSource('/api/lessons/b1/events') as unknown as {
    emit: (type: string, data: unknown) => void;
  };
  shareRoomStream('b1', stream as unknown as EventSource);
  renderWithProviders(<LessonPage bookingId="b1" canSaveBoard={false} />);
  return stream;
}

afterEach(() => shareRoomStream('b1', null));

describe('the lesson page in the room', () => {
  it('when the student types on a long page, then the words reach the server in a few small updates, never the page', async () => {
    installFakeEventSource();
    const server = serverPage();
    const earlier = `${'Appunti della lezione. '.repeat(100)}\n`;
    server.text.insert(0, earlier);
    renderPage(server);
    const page = await screen.findByRole('textbox', { name: 'Lesson page' });
    await waitFor(() => expect(page).toHaveValue(earlier));

    await userEvent.type(page, 'il passato prossimo');

    await waitFor(() => expect(server.text.toString()).toBe(`${earlier}il passato prossimo`));
    // Batched: fewer requests than keystrokes, each far smaller than the page.
    expect(server.posted.length).toBeLessThan('il passato prossimo'.length);
    expect(Math.max(...server.posted.map((update) => update.length))).toBeLessThan(earlier.length / 5);
  });

  it("when the teacher's words arrive before the student's caret, then they appear and the caret stays by the same word", async () => {
    installFakeEventSource();
    const server = serverPage();
    server.text.insert(0, 'ciao');
    const stream = renderPage(server);
    const page = await screen.findByRole('textbox', { name: 'Lesson page' });
    await waitFor(() => expect(page).toHaveValue('ciao'));
    await userEvent.click(page);
    (page as HTMLTextAreaElement).setSelectionRange(4, 4);

    const teacher = new Y.Doc();
    Y.applyUpdate(teacher, Y.encodeStateAsUpdate(server.doc));
    const updates: Uint8Array[] = [];
    teacher.on('update', (update: Uint8Array) => updates.push(update));
    teacher.getText(LESSON_PAGE_TEXT).insert(0, 'Lei dice: ');
    act(() => stream.emit('page', { type: 'page', update: toBase64(updates[0]!) }));

    expect(page).toHaveValue('Lei dice: ciao');
    expect((page as HTMLTextAreaElement).selectionStart).toBe(14);
  });

  it('when the lesson is over, then the page reads as written and cannot be changed', async () => {
    installFakeEventSource();
    const server = serverPage({ isEditable: false });
    server.text.insert(0, 'la casa');
    renderPage(server);

    const page = await screen.findByRole('textbox', { name: 'Lesson page' });
    await waitFor(() => expect(page).toHaveValue('la casa'));

    expect(page).toHaveAttribute('readonly');
    expect(page).toHaveAccessibleDescription('The lesson has ended: the page is kept with it, to read.');
  });

  it('when the page is full, then the student is told and the page is the server’s again', async () => {
    installFakeEventSource();
    const server = serverPage({
      onPost: () => ({ status: 413, body: { error: ROOM_TEXTS.pageTooLarge, code: 'page_too_large' } }),
    });
    server.text.insert(0, 'piena');
    renderPage(server);
    const page = await screen.findByRole('textbox', { name: 'Lesson page' });
    await waitFor(() => expect(page).toHaveValue('piena'));

    await userEvent.type(page, '!');

    expect(await screen.findByRole('alert')).toHaveTextContent(ROOM_TEXTS.pageTooLarge);
    await waitFor(() => expect(page).toHaveValue('piena'));
  });

  it('when the student opens the whiteboard and draws, then the teacher sees the stroke before her pen lifts, in small updates, the teacher’s shows beside it, and undo takes back only hers', async () => {
    installFakeEventSource();
    const server = serverPage();
    const stream = renderPage(server);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Lesson page' })).not.toHaveAttribute('readonly'));

    await userEvent.click(screen.getByRole('button', { name: 'Whiteboard' }));
    const board = await screen.findByRole('img', { name: 'Whiteboard drawing' });
    expect(screen.getByRole('button', { name: 'Whiteboard' })).toHaveAttribute('aria-expanded', 'true');
    expect(board).toHaveAccessibleDescription(/^0 strokes on the board/);
    // jsdom lays nothing out: the canvas shows 400 × 250 px at the page's top left, as a browser would say.
    board.getBoundingClientRect = () => new DOMRect(0, 0, 400, 250);
    board.setPointerCapture = () => undefined;
    const move = (step: number) =>
      fireEvent.pointerMove(board, { pointerId: 1, clientX: 40 + step * 10, clientY: 50 + step * 5 });
    fireEvent.pointerDown(board, { button: 0, pointerId: 1, clientX: 40, clientY: 50 });
    for (let step = 1; step <= 10; step += 1) move(step);

    // The pen is still down: the server (and so the teacher) has the stroke's first points.
    await waitFor(() => expect(readStrokes(server.doc)[0]?.points).toContainEqual({ x: 560, y: 400 }));
    expect(board).toHaveAccessibleDescription(/^1 stroke on the board/);
    for (let step = 11; step <= 20; step += 1) move(step);
    fireEvent.pointerUp(board, { pointerId: 1 });

    await waitFor(() => expect(readStrokes(server.doc)[0]?.points).toContainEqual({ x: 960, y: 600 }));
    expect(readStrokes(server.doc)).toEqual([
      { id: expect.any(String), colour: 'ink', points: expect.arrayContaining([{ x: 160, y: 200 }]) },
    ]);
    // Finished: the stroke is one entry again.
    await waitFor(() => expect(server.doc.getArray(LESSON_BOARD_STROKES).length).toBe(1));
    expect(server.posted.length).toBeGreaterThan(1);
    expect(Math.max(...server.posted.map((update) => update.length))).toBeLessThan(200);

    const teacher = new Y.Doc();
    Y.applyUpdate(teacher, Y.encodeStateAsUpdate(server.doc));
    const updates: Uint8Array[] = [];
    teacher.on('update', (update: Uint8Array) => updates.push(update));
    endStroke(startStroke(teacher, 'red', { x: 800, y: 500 }), [{ x: 800, y: 500 }]);
    // Merged by the server, then relayed.
    Y.applyUpdate(server.doc, updates[0]!);
    act(() => stream.emit('page', { type: 'page', update: toBase64(updates[0]!) }));
    expect(board).toHaveAccessibleDescription(/^2 strokes on the board/);

    await userEvent.click(screen.getByRole('button', { name: 'Undo my last stroke' }));

    await waitFor(() => expect(readStrokes(server.doc).map(({ colour }) => colour)).toEqual(['red']));
    expect(board).toHaveAccessibleDescription(/^1 stroke on the board/);
    expect(screen.queryByRole('button', { name: 'Save as image' })).not.toBeInTheDocument();
  });

  it('when the pen is cut off mid-stroke (the pointer cancelled), then what was drawn is on the board as a finished stroke', async () => {
    installFakeEventSource();
    const server = serverPage();
    renderPage(server);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Lesson page' })).not.toHaveAttribute('readonly'));
    await userEvent.click(screen.getByRole('button', { name: 'Whiteboard' }));
    const board = await screen.findByRole('img', { name: 'Whiteboard drawing' });
    board.getBoundingClientRect = () => new DOMRect(0, 0, 400, 250);
    board.setPointerCapture = () => undefined;

    fireEvent.pointerDown(board, { button: 0, pointerId: 1, clientX: 100, clientY: 100 });
    for (let step = 1; step <= 5; step += 1)
      fireEvent.pointerMove(board, { pointerId: 1, clientX: 100 + step * 20, clientY: 100 });
    fireEvent.pointerCancel(board, { pointerId: 1 });

    await waitFor(() => expect(server.doc.getArray(LESSON_BOARD_STROKES).length).toBe(1));
    expect(readStrokes(server.doc)).toEqual([
      { id: expect.any(String), colour: 'ink', points: [400, 480, 560, 640, 720, 800].map((x) => ({ x, y: 400 })) },
    ]);
  });
});
