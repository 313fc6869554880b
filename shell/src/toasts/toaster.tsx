import { useEffect, useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import { TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '@lezioni/contracts/values';
import { dismissToast, useTexts, useToasts, type Toast } from '@lezioni/web-kit';
import { SHELL_TEXTS } from '../texts';

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTexts(SHELL_TEXTS);
  const [offsetX, setOffsetX] = useState(0);
  const [isPaused, setIsPaused] = useState(false);
  const [swipeStartX, setSwipeStartX] = useState<number | null>(null);

  useEffect(() => {
    if (isPaused) return;
    const timer = setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [isPaused, toast.durationMs, toast.id]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    setSwipeStartX(event.clientX);
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (swipeStartX === null) return;
    // Only a swipe to the right dismisses (spec §9), so leftward drags do not move the toast.
    setOffsetX(Math.max(0, event.clientX - swipeStartX));
  };
  const onPointerEnd = () => {
    if (swipeStartX === null) return;
    setSwipeStartX(null);
    if (offsetX > TOAST_SWIPE_THRESHOLD_PX) dismissToast(toast.id);
    else setOffsetX(0);
  };

  const isDestructive = toast.variant === 'destructive';
  // A div, not a list item: its role (status or alert) is what a screen reader needs to hear.
  return (
    <div
      className={`shell-toast${isDestructive ? ' shell-toast-destructive' : ''}`}
      role={isDestructive ? 'alert' : 'status'}
      aria-atomic="true"
      data-swiping={swipeStartX !== null}
      style={{ '--shell-toast-offset': `${offsetX}px` } as CSSProperties}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={() => setIsPaused(false)}
    >
      <div className="shell-toast-body">
        {toast.title && <div className="shell-toast-title">{toast.title}</div>}
        {toast.description && <div className="shell-toast-description">{toast.description}</div>}
      </div>
      {toast.action && (
        <button type="button" className="shell-btn" onClick={toast.action.onClick}>
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        className="shell-toast-close"
        aria-label={t('toasts.close')}
        onClick={() => dismissToast(toast.id)}
      >
        ×
      </button>
    </div>
  );
}

/** The toast area (spec §2, §9): newest toast only, F8 moves focus here. */
export function Toaster() {
  const { t } = useTexts(SHELL_TEXTS);
  const toasts = useToasts().filter((toast) => toast.open);
  const viewportRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const focusViewport = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) viewportRef.current?.focus();
    };
    document.addEventListener('keydown', focusViewport);
    return () => document.removeEventListener('keydown', focusViewport);
  }, []);

  return (
    <section aria-label={t('toasts.region', { hotkey: TOAST_HOTKEY })}>
      <div ref={viewportRef} className="shell-toast-viewport" tabIndex={-1}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </section>
  );
}
