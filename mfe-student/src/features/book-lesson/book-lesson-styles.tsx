import { Stylesheet } from '@lezioni/web-kit';

// /book-lesson's own layout, in plain CSS beside it; the shared part is components/student-styles.
const BOOK_LESSON_CSS = `
.lz-student-book-figures { --lz-student-card-min: 240px; margin-bottom: 24px; }
.lz-student-credits-left { margin: 0; font-size: 28px; font-weight: 700; }
`;

/** /book-lesson's stylesheet. */
export const BookLessonStyles = () => <Stylesheet href="lz-student-book-lesson" css={BOOK_LESSON_CSS} />;
