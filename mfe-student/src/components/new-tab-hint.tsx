import { useTexts } from '@lezioni/web-kit';
import { STUDENT_TEXTS } from '../texts';

// Screen readers announce it; sighted users see the usual new-tab behaviour of an external link.
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Tells screen-reader users that a link opens a new tab. */
export function NewTabHint() {
  const { t } = useTexts(STUDENT_TEXTS);
  return <span style={visuallyHidden}>{` ${t('common.opensInNewTab')}`}</span>;
}
