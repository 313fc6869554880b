import type { ReactNode } from 'react';
import type { TeacherStudentView } from '@lezioni/contracts';
import { Alert, isRequestError, Spinner, useTexts } from '@lezioni/web-kit';
import { LoadError } from '../../../components/load-error';
import { ADMIN_TEXTS } from '../../../texts';
import type { useLearningStudent } from '../api';

type LearningQuery = ReturnType<typeof useLearningStudent>;

/**
 * A part of the page from the learning service (levels, homework, materials): what it has, else why
 * not, else a spinner. Learning's failing leaves the rest of the page standing.
 */
export function LearningPart({
  learning,
  children,
}: {
  learning: LearningQuery;
  children: (view: TeacherStudentView) => ReactNode;
}) {
  const { t } = useTexts(ADMIN_TEXTS);
  if (learning.data) return children(learning.data);
  if (!learning.isError) return <Spinner label={t('common.loading')} />;
  // A 404 is a student learning has not heard of yet.
  if (isRequestError(learning.error) && learning.error.status === 404) {
    return <Alert type="info" role="note" title={t('student.learningNotReady')} />;
  }
  return <LoadError title={t('student.learningFailed')} error={learning.error} onRetry={learning.refetch} />;
}
