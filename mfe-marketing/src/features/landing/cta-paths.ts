import type { User } from '@lezioni/contracts';

/** Where the landing call-to-action buttons lead: signed-in visitors skip registration (spec §2, §6). */
export function ctaPaths(user: User | null): { booking: string; packages: string } {
  return user ? { booking: '/booking', packages: '/packages' } : { booking: '/register', packages: '/register' };
}
