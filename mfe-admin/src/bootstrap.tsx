import { mountStandalone } from '@lezioni/web-kit/standalone';
import { AdminDashboard } from './exposes/admin-dashboard';

mountStandalone(({ user, config }) =>
  user?.role === 'admin' ? (
    <AdminDashboard user={user} config={config} />
  ) : (
    <p>Sign in as the teacher on the platform first.</p>
  ),
);
