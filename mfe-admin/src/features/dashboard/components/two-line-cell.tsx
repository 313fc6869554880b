import type { ReactNode } from 'react';
import { THEME_TOKENS } from '@lezioni/web-kit/theme';

/** The smaller, secondary line of a table cell. */
export const secondaryLine = { color: THEME_TOKENS.colorTextSecondary, fontSize: 12 } as const;

/** A table cell of two lines: e.g. a person's name over their email. */
export function TwoLineCell({ main, detail }: { main: ReactNode; detail: ReactNode }) {
  return (
    <>
      <div>{main}</div>
      <div style={secondaryLine}>{detail}</div>
    </>
  );
}
