import type { ReactNode } from 'react';
import { Card } from 'antd';
import { AppTheme } from '@lezioni/web-kit/antd-theme';
import { LinkButton } from './link-button';

/** A page whose feature is announced but not built yet: says so plainly and offers a way on. */
export function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <AppTheme>
      <div style={{ maxWidth: 640, margin: '0 auto', padding: '48px 16px' }}>
        <Card>
          <h1 style={{ marginTop: 0, fontSize: 24 }}>{title}</h1>
          <p>This page is coming soon.</p>
          {children}
          <LinkButton to="/student-dashboard">Back to Dashboard</LinkButton>
        </Card>
      </div>
    </AppTheme>
  );
}
