import { BADGE_MAX } from '@lezioni/contracts/values';

/** A badge's text: the count, or '9+' above BADGE_MAX (spec §9). */
export function formatBadgeCount(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}
