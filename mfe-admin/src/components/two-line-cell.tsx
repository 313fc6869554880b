import type { ReactNode } from 'react';

/** A table cell of two lines: e.g. a person's name over their email (classes of admin-styles.tsx). */
export function TwoLineCell({ main, detail }: { main: ReactNode; detail: ReactNode }) {
  return (
    <>
      <div>{main}</div>
      <div className="lz-admin-cell-detail">{detail}</div>
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
    <div title={email} className="lz-admin-email">
      {email}
    </div>
  );
}

/** A name that wraps rather than widening its column; the whole name on hover. */
export function NameText({ name }: { name: string }) {
  return (
    <div title={name} className="lz-admin-name">
      {name}
    </div>
  );
}
