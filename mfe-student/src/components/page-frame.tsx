import type { ReactNode } from 'react';

/** The centred column every student page sits in. */
export function PageFrame({ children, maxWidth = 960 }: { children: ReactNode; maxWidth?: number }) {
  return <div style={{ maxWidth, margin: '0 auto', padding: '32px 16px' }}>{children}</div>;
}
