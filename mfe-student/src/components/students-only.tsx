import type { ReactNode } from 'react';
import type { User } from '@lezioni/contracts';
import { LinkButton } from '@lezioni/web-kit';

/** A student's own page: the teacher, who has none of it, is sent to her dashboard instead of an error. */
export function StudentsOnly({ user, children }: { user: User; children: ReactNode }) {
  if (user.role === 'student') return children;
  return (
    <>
      <p>This page belongs to students. Your students&apos; notes and materials are in your dashboard.</p>
      <LinkButton to="/admin-dashboard">Admin Dashboard</LinkButton>
    </>
  );
}
