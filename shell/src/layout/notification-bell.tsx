import { useEffect, useId, useRef, useState } from 'react';
import { BellIcon } from './icons';

/** The bell of the top bar. Notifications are derived from chat, credits and bookings in later work. */
export function NotificationBell() {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const closeOnOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen]);

  return (
    <div className="shell-bell" ref={rootRef}>
      <button
        type="button"
        className="shell-icon-btn"
        aria-label="Notifications"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <BellIcon />
      </button>
      {isOpen && (
        <div id={panelId} className="shell-popover" role="dialog" aria-label="Notifications">
          <h2>Notifications</h2>
          <p className="shell-muted">No notifications yet</p>
        </div>
      )}
    </div>
  );
}
