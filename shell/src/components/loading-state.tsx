/** What a page or region shows while it loads: a spinner and `label`, announced as a status. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className="shell-center" role="status">
      <div className="shell-spinner" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}
