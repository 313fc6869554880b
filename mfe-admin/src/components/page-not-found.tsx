import { Card, LinkButton, useTexts } from '@lezioni/web-kit';
import { ADMIN_TEXTS } from '../texts';
import { AdminStyles } from './admin-styles';

/** A sub-path of the admin dashboard that does not exist: the remote answers it itself. */
export function PageNotFound() {
  const { t } = useTexts(ADMIN_TEXTS);
  return (
    <Card className="lz-admin-notice">
      <AdminStyles />
      <p className="lz-admin-notice__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <LinkButton to="/admin-dashboard" variant="primary">
        {t('notFound.back')}
      </LinkButton>
    </Card>
  );
}
