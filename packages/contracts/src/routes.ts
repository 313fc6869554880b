import type { Role } from './entities';

/** Where a signed-in user's dashboard is: admin to the admin dashboard, any other role to the student one (spec §6). */
export function dashboardPathFor(role: Role | string): '/admin-dashboard' | '/student-dashboard' {
  return role === 'admin' ? '/admin-dashboard' : '/student-dashboard';
}
