import type { InputHTMLAttributes, ReactNode } from 'react';
import { UiStyles } from './ui-styles';

/** A native checkbox and its label: the whole text is the click and touch target. */
export function Checkbox({
  children,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { children: ReactNode }) {
  return (
    <label className="lz-ui-checkbox">
      <UiStyles />
      <input {...props} type="checkbox" />
      <span>{children}</span>
    </label>
  );
}
