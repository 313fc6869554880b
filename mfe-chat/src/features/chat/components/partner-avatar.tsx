import type { RuntimeConfig, User } from '@lezioni/contracts';
import { initialsOf } from '../chat-logic';

/** Students see the teacher's picture; the admin sees each student's initials (spec §2). */
export function PartnerAvatar({ name, user, config }: { name: string; user: User; config: RuntimeConfig }) {
  const src = user.role === 'admin' ? undefined : config.teacherAvatarUrl || undefined;
  if (src) return <img className="lz-chat-avatar" src={src} alt={name} width={40} height={40} />;
  // The name is said beside it: the initials are only a picture of it.
  return (
    <span className="lz-chat-avatar" aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
