import { useTexts } from '@lezioni/web-kit';
import { STUDENT_TEXTS } from '../texts';

/**
 * Tells screen-reader users that a link opens a new tab; sighted users see the usual new-tab
 * behaviour of an external link.
 */
export function NewTabHint() {
  const { t } = useTexts(STUDENT_TEXTS);
  return <span className="lz-student-visually-hidden">{` ${t('common.opensInNewTab')}`}</span>;
}
