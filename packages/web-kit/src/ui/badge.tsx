import { UiStyles } from './ui-styles';

/** A status in words with a coloured dot beside it: the words carry it, the colour only helps. */
export function Badge({ status, children }: { status: 'success' | 'warning' | 'default'; children: string }) {
  return (
    <span className={`lz-ui-badge lz-ui-badge--${status}`}>
      <UiStyles />
      {children}
    </span>
  );
}
