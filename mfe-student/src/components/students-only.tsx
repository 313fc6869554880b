import type { ReactNode } from 'react';
import type { User } from '@lezioni/contracts';
import { LinkButton, useTexts } from '@lezioni/web-kit';
import { STUDENT_TEXTS } from '../texts';

/** A student's own page: the teacher, who has none of it, is sent to her dashboard instead of an error. */
export function StudentsOnly({ user, children }: { user: User; children: ReactNode }) {
  const { t } = useTexts(STUDENT_TEXTS);
  if (user.role === 'student') return children;
  return (
    <>
      <p>{t('studentsOnly.text')}</p>
      <LinkButton to="/admin-dashboard">{t('studentsOnly.adminDashboard')}</LinkButton>
    </>
  );
}
