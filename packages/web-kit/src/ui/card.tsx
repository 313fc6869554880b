import type { HTMLAttributes, ReactNode } from 'react';
import { UiStyles } from './ui-styles';

type CardProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  /** The card's heading, with its own heading level (the page's outline decides it). */
  title?: ReactNode;
  size?: 'small' | 'default';
};

export function Card({ title, size = 'default', className, children, ...props }: CardProps) {
  return (
    <div
      {...props}
      className={['lz-ui-card', size === 'small' && 'lz-ui-card--small', className].filter(Boolean).join(' ')}
    >
      <UiStyles />
      {title && <div className="lz-ui-card__head">{title}</div>}
      <div className="lz-ui-card__body">{children}</div>
    </div>
  );
}
