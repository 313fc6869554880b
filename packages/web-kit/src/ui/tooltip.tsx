import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { UiStyles } from './ui-styles';

type Placement = 'top' | 'left' | 'right';

type TooltipProps = {
  /** A short text that repeats what the element's name or a visually hidden text already says. */
  title: string;
  children: ReactNode;
  placement?: Placement;
  /** How long the pointer rests before it shows (focus shows it at once). */
  delayMs?: number;
  /** Not shown while true, e.g. once what it names is open and the tip would cover it. */
  disabled?: boolean;
};

const GAP_PX = 8;

/**
 * The point the tip is placed at, fixed to the window, so no scrolling box around the element clips
 * it; `.lz-ui-tip--<placement>` puts the tip on its side of the point.
 */
function anchorPointFor(element: HTMLElement, placement: Placement): { top: number; left: number } {
  const box = element.getBoundingClientRect();
  const middle = box.top + box.height / 2;
  if (placement === 'left') return { top: middle, left: box.left - GAP_PX };
  if (placement === 'right') return { top: middle, left: box.right + GAP_PX };
  return { top: box.top - GAP_PX, left: box.left + box.width / 2 };
}

/**
 * A tip on hover or keyboard focus (WCAG 1.4.13): it stays while the pointer or focus is there, Escape
 * dismisses it, a press on the element hides it (a tap on a touch screen would leave it showing), and
 * scrolling hides it rather than leave it behind.
 */
export function Tooltip({ title, children, placement = 'top', delayMs = 100, disabled = false }: TooltipProps) {
  const [position, setPosition] = useState<{ top: number; left: number }>();
  const anchorRef = useRef<HTMLSpanElement>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Set by a press, until the pointer leaves: the focus that comes with a press is not a keyboard's.
  const isPressedRef = useRef(false);

  const show = () => {
    if (anchorRef.current) setPosition(anchorPointFor(anchorRef.current, placement));
  };
  const hide = () => {
    clearTimeout(timerRef.current);
    setPosition(undefined);
  };
  useEffect(() => () => clearTimeout(timerRef.current), []);
  useEffect(() => {
    if (!position) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('scroll', hide, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', hide, true);
    };
  }, [position]);

  return (
    <span
      ref={anchorRef}
      className="lz-ui-tip-anchor"
      onPointerEnter={(event) => {
        if (event.pointerType === 'touch') return;
        clearTimeout(timerRef.current);
        timerRef.current = setTimeout(show, delayMs);
      }}
      onPointerLeave={() => {
        isPressedRef.current = false;
        hide();
      }}
      onPointerDown={() => {
        isPressedRef.current = true;
        hide();
      }}
      onFocus={() => {
        if (!isPressedRef.current) show();
      }}
      onBlur={hide}
    >
      <UiStyles />
      {children}
      {position && !disabled && (
        <span
          role="tooltip"
          className={`lz-ui-tip lz-ui-tip--${placement}`}
          style={{ '--lz-ui-tip-top': `${position.top}px`, '--lz-ui-tip-left': `${position.left}px` } as CSSProperties}
        >
          {title}
        </span>
      )}
    </span>
  );
}
