import { formatBadgeCount } from '../format/badge-count';
import { UiStyles } from './ui-styles';

type BadgeProps = {
  status: 'success' | 'warning' | 'default';
  children: string;
  /** 'dot': the words with a coloured dot beside them; 'outlined': a small framed tag in the status colour. */
  variant?: 'dot' | 'outlined';
  /** More than the words say, on hover ("No credit paid for this lesson"). */
  title?: string;
};

/** A status in words: the words carry it, the colour only helps. */
export function Badge({ status, children, variant = 'dot', title }: BadgeProps) {
  return (
    <span className={`lz-ui-badge lz-ui-badge--${variant} lz-ui-badge--${status}`} title={title}>
      <UiStyles />
      {children}
    </span>
  );
}

/** A count in a small red bubble ("9+" above the spec's maximum); nothing when there is none. */
export function CountBadge({ count, title }: { count: number; title: string }) {
  if (count === 0) return null;
  return (
    <span className="lz-ui-count" title={title}>
      <UiStyles />
      {formatBadgeCount(count)}
    </span>
  );
}
