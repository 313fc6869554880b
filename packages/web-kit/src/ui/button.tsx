import type { AnchorHTMLAttributes, ComponentPropsWithRef, ReactNode } from 'react';
import { Link } from '../router';
import { UiStyles } from './ui-styles';

/** How a button looks: the main action is primary; danger for what cannot be undone. */
export type ButtonLook = {
  variant?: 'primary' | 'default' | 'link';
  danger?: boolean;
  size?: 'small' | 'middle' | 'large';
  /** The full width of its container. */
  block?: boolean;
};

function buttonClass({ variant = 'default', danger, size = 'middle', block }: ButtonLook, extra?: string): string {
  return [
    'lz-ui-btn',
    variant !== 'default' && `lz-ui-btn--${variant}`,
    danger && 'lz-ui-btn--danger',
    size !== 'middle' && `lz-ui-btn--${size}`,
    block && 'lz-ui-btn--block',
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = ButtonLook &
  Omit<ComponentPropsWithRef<'button'>, 'type'> & {
    /** A spinner, aria-busy, and clicks ignored until the work is done. */
    loading?: boolean;
    htmlType?: 'button' | 'submit';
  };

export function Button({
  variant,
  danger,
  size,
  block,
  loading = false,
  htmlType = 'button',
  className,
  onClick,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      type={htmlType}
      className={buttonClass({ variant, danger, size, block }, className)}
      aria-busy={loading || undefined}
      // Not `disabled` while loading: the button keeps its focus, and a screen reader hears it busy.
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      <UiStyles />
      {loading && <span className="lz-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

type LinkButtonProps = ButtonLook &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { children: ReactNode } & (
    | { /** A page of the app: the router navigates, a right-click or a new tab still work. */ to: string }
    | { /** Anywhere else (Stripe, a booking page): a full navigation. */ href: string }
  );

/** A link that looks like a button. */
export function LinkButton({ variant, danger, size, block, className, children, ...props }: LinkButtonProps) {
  const look = buttonClass({ variant, danger, size, block }, className);
  const content = (
    <>
      <UiStyles />
      {children}
    </>
  );
  if ('to' in props) {
    return (
      <Link {...props} className={look}>
        {content}
      </Link>
    );
  }
  return (
    <a {...props} className={look}>
      {content}
    </a>
  );
}
