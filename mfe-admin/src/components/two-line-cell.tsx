import type { ReactNode } from 'react';
import { THEME_TOKENS } from '@lezioni/web-kit/theme';

/** The smaller, secondary line of a table cell. */
export const secondaryLine = { color: THEME_TOKENS.colorTextSecondary, fontSize: 12 } as const;

// A name wraps, breaking a long word where it must, but its column keeps room for whole words
// (a squeezed column broke names letter by letter); an address stays on one line, cut short.
const wrappingName = { overflowWrap: 'anywhere', minWidth: '10em' } as const;
const clippedAddress = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: 240 } as const;

/** A table cell of two lines: e.g. a person's name over their email. */
export function TwoLineCell({ main, detail }: { main: ReactNode; detail: ReactNode }) {
  return (
    <>
      <div>{main}</div>
      <div style={secondaryLine}>{detail}</div>
    </>
  );
}

/** A person's name (wrapping) and email (cut short); each shows its whole value on hover. */
export function PersonCell({ name, email }: { name: string; email: string }) {
  return <TwoLineCell main={<NameText name={name} />} detail={<EmailText email={email} />} />;
}

/** An email address on one line, cut short with an ellipsis; the whole address on hover. */
export function EmailText({ email }: { email: string }) {
  return (
    <div title={email} style={clippedAddress}>
      {email}
    </div>
  );
}

/** A name that wraps rather than widening its column; the whole name on hover. */
export function NameText({ name }: { name: string }) {
  return (
    <div title={name} style={wrappingName}>
      {name}
    </div>
  );
}
