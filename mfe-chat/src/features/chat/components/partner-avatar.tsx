import { Avatar } from 'antd';
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
  return (
    <Avatar size={size} src={src} alt={src ? name : undefined} aria-hidden={!src}>
      {initialsOf(name)}
    </Avatar>
  );
}
