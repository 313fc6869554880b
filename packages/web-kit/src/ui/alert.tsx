import type { ReactNode } from 'react';
import { UiStyles } from './ui-styles';

type AlertType = 'info' | 'success' | 'warning' | 'error';

// A white mark on a disc of the type's colour: the title's words carry the meaning.
const MARKS: Record<AlertType, string> = {
  info: 'M12 11v6M12 7.5v.5',
  success: 'M7.5 12.5l3 3 6-6.5',
  warning: 'M12 7v6M12 16.5v.5',
  error: 'M8.5 8.5l7 7M15.5 8.5l-7 7',
};

type AlertProps = {
  type: AlertType;
  title: ReactNode;
  description?: ReactNode;
  showIcon?: boolean;
  /**
   * What a screen reader is told. By default an error interrupts (alert) and the rest waits its turn
   * (status); 'note' for text that is simply part of the page, announced with nothing.
   */
  role?: 'alert' | 'status' | 'note';
  /** A control beside the text, e.g. Retry. */
  action?: ReactNode;
  /** The caller's own class, e.g. the space around it. */
  className?: string;
};

export function Alert({ type, title, description, showIcon = false, role, action, className }: AlertProps) {
  return (
    <div
      role={role ?? (type === 'error' ? 'alert' : 'status')}
      className={[
        'lz-ui-alert',
        `lz-ui-alert--${type}`,
        description ? 'lz-ui-alert--with-description' : undefined,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <UiStyles />
      {showIcon && (
        <svg className="lz-ui-alert__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="11" fill="currentColor" />
          <path d={MARKS[type]} fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      )}
      <div className="lz-ui-alert__content">
        <div className="lz-ui-alert__title">{title}</div>
        {description && <div className="lz-ui-alert__description">{description}</div>}
      </div>
      {action && <div className="lz-ui-alert__action">{action}</div>}
    </div>
  );
}
