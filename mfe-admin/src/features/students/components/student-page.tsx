import type { ReactNode } from 'react';
import { Card, isRequestError, Link, Spinner, useTexts } from '@lezioni/web-kit';
import { AdminStyles } from '../../../components/admin-styles';
import { LoadError } from '../../../components/load-error';
import { ADMIN_TEXTS } from '../../../texts';
import { useLearningStudent, useStudentPage } from '../api';
import { StudentsStyles } from '../students-styles';
import { ForgottenWords } from './forgotten-words';
import { HomeworkList } from './homework-list';
import { LearningPart } from './learning-part';
import { LessonList } from './lesson-list';
import { LevelsSection } from './levels-section';
import { NoSuchStudent } from './no-such-student';
import { OrderTable } from './order-table';
import { SharedMaterials, type StopSharingSlot } from './shared-materials';
import { StudentHeader } from './student-header';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="small" title={<h2 className="lz-admin-section-title">{title}</h2>} className="lz-admin-card">
      {children}
    </Card>
  );
}

/**
 * The teacher's page of one student (issue 26, /admin-dashboard/students/{id}): the account and
 * credits, levels, orders, lessons with their notes, homework, the words they forget most, shared materials (each with the materials
 * feature's `StopSharingButton`, handed over by exposes/), and the chat.
 */
export function StudentPage({
  studentId,
  StopSharingButton,
}: {
  studentId: string;
  StopSharingButton: StopSharingSlot;
}) {
  const { t } = useTexts(ADMIN_TEXTS);
  const page = useStudentPage(studentId);
  const learning = useLearningStudent(studentId);
  const styles = (
    <>
      <AdminStyles />
      <StudentsStyles />
    </>
  );

  if (isRequestError(page.error) && page.error.status === 404) {
    return (
      <>
        {styles}
        <NoSuchStudent />
      </>
    );
  }
  const student = page.data;
  const notes = learning.data && new Map(learning.data.notes.map((note) => [note.lesson.id, note]));

  return (
    <div className="lz-admin-page lz-admin-student">
      {styles}
      <nav aria-label={t('student.breadcrumb')}>
        <Link to="/admin-dashboard/students">{t('student.backToStudents')}</Link>
      </nav>
      {page.isError ? (
        <>
          <h1>{t('student.title')}</h1>
          <LoadError title={t('student.loadFailed')} error={page.error} onRetry={page.refetch} />
        </>
      ) : !student ? (
        <>
          <h1>{t('student.title')}</h1>
          <Spinner label={t('common.loading')} />
        </>
      ) : (
        <>
          <StudentHeader student={student} />
          <Section title={t('student.sections.levels')}>
            <LearningPart learning={learning}>
              {({ levels }) => <LevelsSection studentId={studentId} levels={levels} />}
            </LearningPart>
          </Section>
          <Section title={t('student.sections.upcoming')}>
            <LessonList lessons={student.lessons.upcoming} notes={notes} empty={t('student.noUpcoming')} />
          </Section>
          <Section title={t('student.sections.past')}>
            <LessonList lessons={student.lessons.past} notes={notes} empty={t('student.noPast')} />
          </Section>
          <Section title={t('student.sections.homework')}>
            <LearningPart learning={learning}>{({ homework }) => <HomeworkList homework={homework} />}</LearningPart>
          </Section>
          <Section title={t('student.sections.forgotten')}>
            <LearningPart learning={learning}>{({ review }) => <ForgottenWords review={review} />}</LearningPart>
          </Section>
          <Section title={t('student.sections.materials')}>
            <LearningPart learning={learning}>
              {(view) => (
                <SharedMaterials
                  student={view.student}
                  materials={view.materials}
                  StopSharingButton={StopSharingButton}
                />
              )}
            </LearningPart>
          </Section>
          <Section title={t('student.sections.orders')}>
            <OrderTable orders={student.orders} />
          </Section>
        </>
      )}
    </div>
  );
}
