import { Card, LinkButton, useTexts } from '@lezioni/web-kit';
import { ADMIN_TEXTS } from '../texts';

/** A sub-path of the admin dashboard that does not exist: the remote answers it itself. */
export function PageNotFound() {
  const { t } = useTexts(ADMIN_TEXTS);
  return (
    <Card style={{ maxWidth: 560, margin: '48px auto', textAlign: 'center' }}>
      <p style={{ margin: '0 0 8px', fontSize: 48, fontWeight: 600, lineHeight: 1 }} aria-hidden="true">
        404
      </p>
      <h1 style={{ margin: '0 0 24px', fontSize: 24 }}>{t('notFound.title')}</h1>
      <LinkButton to="/admin-dashboard" variant="primary">
        {t('notFound.back')}
      </LinkButton>
    </Card>
  );
}
