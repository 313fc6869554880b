import { Card, LinkButton, useTexts } from '@lezioni/web-kit';
import { ADMIN_TEXTS } from '../../../texts';

/** A student's page for an id no student has (classes of components/admin-styles.tsx). */
export function NoSuchStudent() {
  const { t } = useTexts(ADMIN_TEXTS);
  return (
    <Card className="lz-admin-notice">
      <h1>{t('student.noSuchStudent.title')}</h1>
      <p>{t('student.noSuchStudent.text')}</p>
      <LinkButton to="/admin-dashboard/students" variant="primary">
        {t('student.noSuchStudent.back')}
      </LinkButton>
    </Card>
  );
}
