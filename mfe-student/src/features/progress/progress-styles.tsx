import { Stylesheet } from '@lezioni/web-kit';

// /progress' own layout, in plain CSS beside it; the shared part is components/student-styles.
const PROGRESS_CSS = `
.lz-student-progress-cards { --lz-student-card-min: 200px; }
.lz-student-figure__label { margin: 0; }
.lz-student-figure__value { margin: 0; font-size: 24px; font-weight: 600; }

.lz-student-level { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 16px; }
.lz-student-level > svg { max-width: 100%; height: auto; }
.lz-student-level > ol { margin: 0; padding-left: 20px; }

.lz-student-vocabulary__search { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin-bottom: 16px; }
.lz-ui-input.lz-student-vocabulary__query { max-width: 320px; }
/* Always there, so a screen reader hears each search's outcome; no room taken while it says nothing. */
.lz-student-vocabulary__status:empty { margin: 0; }
.lz-student-vocabulary__words { padding-left: 20px; overflow-wrap: anywhere; }
`;

/** /progress' stylesheet. */
export const ProgressStyles = () => <Stylesheet href="lz-student-progress" css={PROGRESS_CSS} />;
