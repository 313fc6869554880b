import type { CSSProperties, InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { UiStyles } from './ui-styles';

/** A text field; its label is the caller's <label htmlFor> or aria-label. */
export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
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
  style,
  ...props
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'rows'> & { maxRows?: number }) {
  return (
    <>
      <UiStyles />
      <textarea
        {...props}
        rows={1}
        className={['lz-ui-input', 'lz-ui-textarea', className].filter(Boolean).join(' ')}
        style={{ ...style, '--lz-ui-max-rows': maxRows } as CSSProperties}
      />
    </>
  );
}
