import { useId, useState } from 'react';
import { Button, Card, Tooltip } from 'antd';
import { Link } from 'react-router-dom';
import { TOOLTIP_DELAY_MS, type ExposedProps } from '@lezioni/contracts';
import { AppTheme } from '@lezioni/web-kit/antd-theme';

function ChatIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
    </svg>
  );
}

/** './ChatWidget': the floating chat button; the panel announces the chat until it is built. */
export function ChatWidget({ config }: ExposedProps<'chat', 'ChatWidget'>) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const label = `Chat with ${config.teacherName}`;

  return (
    <AppTheme>
      {isOpen && (
        <Card
          id={panelId}
          size="small"
          title="Messages"
          style={{ width: 'min(320px, calc(100vw - 32px))', marginBottom: 12 }}
        >
          <p>Chat is coming soon.</p>
          <Link to="/chat">Full View</Link>
        </Card>
      )}
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Tooltip title={label} mouseEnterDelay={TOOLTIP_DELAY_MS / 1000}>
          <Button
            type="primary"
            shape="circle"
            size="large"
            aria-label={isOpen ? 'Close chat' : label}
            aria-expanded={isOpen}
            aria-controls={panelId}
            icon={<ChatIcon />}
            onClick={() => setIsOpen((open) => !open)}
          />
        </Tooltip>
      </div>
    </AppTheme>
  );
}
