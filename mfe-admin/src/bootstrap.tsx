import { useTexts } from '@lezioni/web-kit';
import { mountStandalone } from '@lezioni/web-kit/standalone';
import { AdminDashboard } from './exposes/admin-dashboard';
import { ADMIN_TEXTS } from './texts';

function SignInFirst() {
  const { t } = useTexts(ADMIN_TEXTS);
  return <p>{t('standalone.signInFirst')}</p>;
}

mountStandalone(({ user, config }) =>
  user?.role === 'admin' ? <AdminDashboard user={user} config={config} /> : <SignInFirst />,
);
