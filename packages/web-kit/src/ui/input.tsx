import type { InputHTMLAttributes } from 'react';
import { UiStyles } from './ui-styles';

/** A text field; its label is the caller's <label htmlFor>. */
export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <>
      <UiStyles />
      <input {...props} className={['lz-ui-input', className].filter(Boolean).join(' ')} />
    </>
  );
}
