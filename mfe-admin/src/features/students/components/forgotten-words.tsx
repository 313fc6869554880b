import type { ForgottenWord, StudentReviewSummary } from '@lezioni/contracts';
import { Table, useTexts, type TableColumn } from '@lezioni/web-kit';
import { ADMIN_TEXTS, type AdminT } from '../../../texts';
import { formatDateTime } from '../../../utils/format';

const columns = (t: AdminT): TableColumn<ForgottenWord>[] => [
  {
    key: 'word',
    title: t('student.review.columns.word'),
    render: ({ word, translation }) => (
      <>
        <span lang="it">{word}</span> <span className="lz-admin-secondary">({translation})</span>
      </>
    ),
  },
  { key: 'lapses', title: t('student.review.columns.lapses'), align: 'right', render: ({ lapses }) => lapses },
  {
    key: 'last',
    title: t('student.review.columns.lastReviewed'),
    render: ({ lastReviewedAt }) => (lastReviewedAt ? formatDateTime(lastReviewedAt) : t('student.review.never')),
  },
];

/** The student's review between lessons: when they last reviewed, what is due, and the words they forget most. */
export function ForgottenWords({ review }: { review: StudentReviewSummary }) {
  const { t } = useTexts(ADMIN_TEXTS);
  return (
    <>
      <p className="lz-admin-secondary">
        {review.lastReviewedAt
          ? t('student.review.lastReviewed', {
              date: formatDateTime(review.lastReviewedAt),
              due: t('student.review.due', { count: review.dueCount }),
            })
          : t('student.review.notYet', { due: t('student.review.due', { count: review.dueCount }) })}
      </p>
      <Table<ForgottenWord>
        aria-label={t('student.sections.forgotten')}
        columns={columns(t)}
        rows={review.forgotten}
        rowKey={({ word }) => word}
        emptyText={t('student.review.none')}
      />
    </>
  );
}
