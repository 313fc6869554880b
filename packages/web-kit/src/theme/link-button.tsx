import type { ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
// Through the main entry, the shared singleton: this file is bundled by each remote, and a router of
// its own would have no <Router> around it.
import { useNavigate } from '@lezioni/web-kit';

/** An antd button that is a real link (right-click, new tab) but navigates inside the app. */
export function LinkButton({
  to,
  children,
  ...props
}: Omit<ButtonProps, 'href' | 'onClick'> & { to: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Button
      {...props}
      href={to}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </Button>
  );
}
