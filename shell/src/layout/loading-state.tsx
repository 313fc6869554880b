export function LoadingState({ label }: { label: string }) {
  return (
    <div className="lz-center" role="status">
      <div className="lz-spinner" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}
