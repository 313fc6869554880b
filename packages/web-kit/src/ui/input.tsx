import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { UiStyles } from './ui-styles';

/** A text field; its label is the caller's <label htmlFor> or aria-label. Takes a form's `register()`, ref and all. */
export function Input({ className, ...props }: ComponentPropsWithRef<'input'>) {
  return (
    <>
      <UiStyles />
      <input {...props} className={['lz-ui-input', className].filter(Boolean).join(' ')} />
    </>
  );
}

/** A text area that grows with its text from one line up to `maxRows`, then scrolls. */
export function TextArea({
  className,
  maxRows = 5,
  ...props
}: Omit<ComponentPropsWithRef<'textarea'>, 'rows' | 'style'> & { maxRows?: number }) {
  return (
    <>
      <UiStyles />
      <textarea
        {...props}
        rows={1}
        className={['lz-ui-input', 'lz-ui-textarea', className].filter(Boolean).join(' ')}
        style={{ '--lz-ui-max-rows': maxRows } as CSSProperties}
      />
    </>
  );
}
