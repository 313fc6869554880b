import type { RuntimeConfig, User } from '@lezioni/contracts';
import { initialsOf } from '../chat-logic';

/** Students see the teacher's picture; the admin sees each student's initials (spec §2). */
export function PartnerAvatar({
  name,
  user,
  config,
  size = 40,
}: {
  name: string;
  user: User;
  config: RuntimeConfig;
  size?: number;
}) {
  const src = user.role === 'admin' ? undefined : config.teacherAvatarUrl || undefined;
  const box = { width: size, height: size, fontSize: size * 0.4 };
  if (src) return <img className="lz-chat-avatar" src={src} alt={name} width={size} height={size} style={box} />;
  // The name is said beside it: the initials are only a picture of it.
  return (
    <span className="lz-chat-avatar" aria-hidden="true" style={box}>
      {initialsOf(name)}
    </span>
  );
}
