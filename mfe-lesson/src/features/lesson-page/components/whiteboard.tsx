import { useEffect, useRef, useState, type PointerEvent } from 'react';
import type * as Y from 'yjs';
import { THEME_TOKENS as T } from '@lezioni/web-kit/theme';
import { Button, ConfirmButton, useTexts } from '@lezioni/web-kit';
import { LESSON_TEXTS } from '../../../texts';
import {
  BOARD_COLOURS,
  BOARD_HEIGHT,
  BOARD_WIDTH,
  boardPoint,
  clearBoard,
  endStroke,
  extendStroke,
  PEN_WIDTH,
  readStrokes,
  removeStroke,
  sendPoints,
  startStroke,
  watchBoard,
  type BoardColour,
  type LiveStroke,
  type Point,
  type Stroke,
} from '../board';
import { SaveBoardImage } from './save-board-image';

const BOARD_CSS = `
.lz-board { display: grid; gap: 8px; }
.lz-board h3 { font-size: 16px; margin: 0; }
.lz-board-canvas { display: block; width: 100%; height: auto; aspect-ratio: ${BOARD_WIDTH} / ${BOARD_HEIGHT};
  background: #fff; border: 1px solid ${T.colorTextSecondary}; border-radius: 8px; touch-action: none; cursor: crosshair; }
.lz-board-canvas--read { cursor: default; }
.lz-board-tools { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
.lz-board-pen { display: inline-block; width: 12px; height: 12px; border-radius: 50%; }
${Object.entries(BOARD_COLOURS)
  .map(([pen, colour]) => `.lz-board-pen--${pen} { background: ${colour}; }`)
  .join('\n')}
.lz-board-tools .lz-ui-btn[aria-pressed="true"] { border-color: ${T.colorText}; box-shadow: inset 0 0 0 1px ${T.colorText}; }
.lz-board-tools .lz-ui-alert { flex-basis: 100%; }
.lz-board-summary { color: ${T.colorTextSecondary}; font-size: 14px; margin: 0; }
`;

const PENS = Object.keys(BOARD_COLOURS) as BoardColour[];

/**
 * The board and the stroke being drawn (all its points, also those not sent yet, over its entry on
 * the board), on the canvas's own pixels (scaled from the logical board).
 */
function paint(canvas: HTMLCanvasElement, strokes: Stroke[], drawing: Stroke | null): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  const scale = canvas.width / BOARD_WIDTH;
  context.setTransform(scale, 0, 0, scale, 0, 0);
  // White under the strokes: the board saved as an image is what the screen showed.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, BOARD_WIDTH, BOARD_HEIGHT);
  context.lineWidth = PEN_WIDTH;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  const shown = drawing ? [...strokes.filter(({ id }) => id !== drawing.id), drawing] : strokes;
  for (const { colour, points } of shown) {
    const [first, ...rest] = points;
    if (!first) continue;
    context.strokeStyle = BOARD_COLOURS[colour];
    context.beginPath();
    context.moveTo(first.x, first.y);
    // A dot (a tap) is a line to itself: the round cap draws it.
    for (const point of rest.length > 0 ? rest : [first]) context.lineTo(point.x, point.y);
    context.stroke();
  }
}

/** The board at its logical size as a PNG, whatever the size it shows at here. */
function boardPng(strokes: Stroke[]): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = BOARD_WIDTH;
  canvas.height = BOARD_HEIGHT;
  paint(canvas, strokes, null);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

/**
 * The lesson's whiteboard (issue 45), in its own chunk, loaded once opened: both draw on it, live,
 * through the page's document: a stroke goes on the board at pen-down and its new points follow
 * once a frame, a few bytes each (the page's sync sends them in batches). Its text alternative
 * counts the strokes; the pens, undo and clear are buttons. `imageLessonId`: the teacher's, whose
 * "Save as image" puts the board into that lesson's note.
 */
export function Whiteboard({
  doc,
  isEditable,
  imageLessonId,
}: {
  doc: Y.Doc;
  isEditable: boolean;
  imageLessonId?: string;
}) {
  const { t } = useTexts(LESSON_TEXTS);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [strokes, setStrokes] = useState<Stroke[]>(() => readStrokes(doc));
  const [colour, setColour] = useState<BoardColour>('ink');
  /** The stroke under the pointer: its entry on the board and all its points; the ids this tab put on it, for undo. */
  const drawingRef = useRef<{ live: LiveStroke; points: Point[] } | null>(null);
  const ownRef = useRef<string[]>([]);
  const [hasOwn, setHasOwn] = useState(false);
  const frameRef = useRef(0);
  const sendFrameRef = useRef(0);

  const drawingStroke = (): Stroke | null => {
    const drawing = drawingRef.current;
    return drawing && { id: drawing.live.id, colour: drawing.live.colour, points: drawing.points };
  };
  const start = (pen: BoardColour, first: Point) => {
    const live = startStroke(doc, pen, first);
    drawingRef.current = { live, points: [first] };
    ownRef.current.push(live.id);
    setHasOwn(true);
  };
  /** The pen's new points, once a frame: one update of a few bytes however fast the pointer moves. */
  const sendSoon = () => {
    sendFrameRef.current ||= requestAnimationFrame(() => {
      sendFrameRef.current = 0;
      const drawing = drawingRef.current;
      if (drawing) sendPoints(drawing.live, drawing.points);
    });
  };
  const finish = () => {
    cancelAnimationFrame(sendFrameRef.current);
    sendFrameRef.current = 0;
    const drawing = drawingRef.current;
    drawingRef.current = null;
    if (drawing) endStroke(drawing.live, drawing.points);
  };

  useEffect(() => {
    const read = () => setStrokes(readStrokes(doc));
    read();
    const unwatch = watchBoard(doc, read);
    // Closed mid-stroke: what was drawn stays on the board, finished.
    return () => {
      unwatch();
      finish();
    };
  }, [doc]);

  const repaint = () => {
    cancelAnimationFrame(frameRef.current);
    frameRef.current = requestAnimationFrame(() => {
      if (canvasRef.current) paint(canvasRef.current, strokes, drawingStroke());
    });
  };
  useEffect(repaint);
  useEffect(() => () => cancelAnimationFrame(frameRef.current), []);

  // The canvas's pixels follow its box (and the screen's density), so lines stay sharp at any width.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const width = Math.round(canvas.clientWidth * window.devicePixelRatio);
      if (width === canvas.width) return;
      canvas.width = width;
      canvas.height = Math.round((width * BOARD_HEIGHT) / BOARD_WIDTH);
      paint(canvas, readStrokes(doc), drawingStroke());
    });
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [doc]);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return boardPoint(
      ((event.clientX - box.left) / box.width) * BOARD_WIDTH,
      ((event.clientY - box.top) / box.height) * BOARD_HEIGHT,
    );
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!isEditable || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    // A second finger down: the stroke of the first is finished, not left half sent.
    finish();
    start(colour, pointOf(event));
    repaint();
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const drawing = drawingRef.current;
    if (!drawing) return;
    const point = pointOf(event);
    if (extendStroke(drawing.points, point)) sendSoon();
    else {
      // Full: it is finished, and the line goes on as a new stroke from here.
      finish();
      start(drawing.live.colour, drawing.points.at(-1) ?? point);
    }
    repaint();
  };

  const undo = () => {
    // The last of this tab's strokes still on the board (the other side may have cleared some).
    for (let id = ownRef.current.pop(); id !== undefined; id = ownRef.current.pop()) if (removeStroke(doc, id)) break;
    setHasOwn(ownRef.current.length > 0);
  };

  return (
    <section id="lesson-board" className="lz-board" aria-labelledby="lesson-board-title">
      <style href="lz-lesson-board" precedence="default">
        {BOARD_CSS}
      </style>
      <h3 id="lesson-board-title">{t('board.title')}</h3>
      <canvas
        ref={canvasRef}
        className={isEditable ? 'lz-board-canvas' : 'lz-board-canvas lz-board-canvas--read'}
        width={BOARD_WIDTH / 4}
        height={BOARD_HEIGHT / 4}
        role="img"
        aria-label={t('board.canvas')}
        aria-describedby="lesson-board-summary"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={finish}
        onPointerCancel={finish}
      />
      <p id="lesson-board-summary" className="lz-board-summary">
        {t('board.strokes', { count: strokes.length })} · {isEditable ? t('board.hint') : t('board.readOnly')}
      </p>
      {isEditable && (
        <div className="lz-board-tools" role="group" aria-label={t('board.tools')}>
          {PENS.map((pen) => (
            <Button key={pen} size="small" aria-pressed={pen === colour} onClick={() => setColour(pen)}>
              <span className={`lz-board-pen lz-board-pen--${pen}`} aria-hidden="true" />
              {t(`board.pens.${pen}`)}
            </Button>
          ))}
          <Button size="small" disabled={!hasOwn} onClick={undo}>
            {t('board.undo')}
          </Button>
          <ConfirmButton
            size="small"
            danger
            disabled={strokes.length === 0}
            title={t('board.clearTitle')}
            description={t('board.clearDescription')}
            okText={t('board.clearOk')}
            cancelText={t('board.clearCancel')}
            onConfirm={() => clearBoard(doc)}
          >
            {t('board.clear')}
          </ConfirmButton>
        </div>
      )}
      {imageLessonId && (
        <div className="lz-board-tools">
          <SaveBoardImage lessonId={imageLessonId} isEmpty={strokes.length === 0} toPng={() => boardPng(strokes)} />
        </div>
      )}
    </section>
  );
}
