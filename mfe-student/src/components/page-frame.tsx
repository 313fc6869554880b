import type { ReactNode } from 'react';
import { StudentStyles } from './student-styles';

/** The centred column every student page sits in; `className` adds the page's own layout. */
export function PageFrame({
  children,
  width = 'default',
  className,
}: {
  children: ReactNode;
  width?: 'narrow' | 'default' | 'wide';
  className?: string;
}) {
  return (
    <div
      className={['lz-student-page', width !== 'default' && `lz-student-page--${width}`, className]
        .filter(Boolean)
        .join(' ')}
    >
      <StudentStyles />
      {children}
    </div>
  );
}
