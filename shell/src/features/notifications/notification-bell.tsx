import { useEffect, useId, useRef, useState } from 'react';
import type { User } from '@lezioni/contracts';
import { NOTIFICATION_PANEL_MAX } from '@lezioni/contracts/values';
import { dateTimeFormat, formatBadgeCount, Link, useTexts } from '@lezioni/web-kit';
import { SHELL_TEXTS } from '../../texts';
import type { DerivedNotification } from './derive-notifications';
import { useNotifications } from './use-notifications';

function BellIcon() {
  return (
    <svg width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

const formatTime = (iso: string) =>
  dateTimeFormat(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

/** The bell of the top bar (spec §2): unread badge, and a panel of the newest notifications. */
export function NotificationBell({ user }: { user: User }) {
  const { t } = useTexts(SHELL_TEXTS);
  const { notifications, unreadCount, markRead, markAllRead } = useNotifications(user);
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

  const open = (notification: DerivedNotification) => {
    markRead(notification.id);
    setIsOpen(false);
  };

  return (
    <div className="shell-bell" ref={rootRef}>
      <button
        type="button"
        className="shell-icon-btn"
        aria-label={unreadCount > 0 ? t('notifications.labelUnread', { count: unreadCount }) : t('notifications.label')}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((wasOpen) => !wasOpen)}
      >
        <BellIcon />
      </button>
      {/* Beside the button, not in it: the button's name says the count, and text inside it that
          its name does not start with fails WCAG 2.5.3 (label in name). */}
      {unreadCount > 0 && (
        <span className="shell-badge" aria-hidden="true">
          {formatBadgeCount(unreadCount)}
        </span>
      )}
      {isOpen && (
        <div id={panelId} className="shell-popover" role="dialog" aria-label={t('notifications.label')}>
          <div className="shell-row">
            <h2>{t('notifications.title')}</h2>
            {unreadCount > 0 && (
              <button type="button" className="shell-link-btn" onClick={markAllRead}>
                {t('notifications.markAllRead')}
              </button>
            )}
          </div>
          {notifications.length === 0 ? (
            <p className="shell-muted">{t('notifications.empty')}</p>
          ) : (
            <ul className="shell-notifications">
              {notifications.slice(0, NOTIFICATION_PANEL_MAX).map((notification) => (
                <li key={notification.id} data-read={notification.read}>
                  <Link to={notification.actionUrl} onClick={() => open(notification)}>
                    <span className="shell-notification-title">
                      {!notification.read && <span className="shell-visually-hidden">{t('notifications.unread')}</span>}
                      {notification.title}
                    </span>
                    <span className="shell-notification-description">{notification.description}</span>
                    <time className="shell-notification-time" dateTime={notification.timestamp}>
                      {formatTime(notification.timestamp)}
                    </time>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
