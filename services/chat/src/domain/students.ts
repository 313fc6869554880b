import type { UserEvent } from '@lezioni/contracts';
import type { ChatDeps } from './deps';
import { sideOf, type ChatUser } from './access';
import { conversationChanged } from './freshness';
import { forgetStudent } from './own-data';
import { withoutNul } from './stored-text';

const NAME_MAX_LENGTH = 200;

/** Keeps chat's copy of a student's name up to date from their session (older sessions carry none). */
export async function rememberStudent(deps: ChatDeps, user: ChatUser): Promise<void> {
  if (sideOf(user) !== 'student') return;
  const name = withoutNul(user.name ?? '')
    .trim()
    .slice(0, NAME_MAX_LENGTH);
  if (name) await deps.students.remember(user.id, name, new Date());
}

/**
 * Applies an account from auth's user events. The lists show the student's name: they change when
 * it does (most events repeat the name the student's session already gave chat).
 */
export async function applyAccount(
  deps: ChatDeps,
  account: Parameters<ChatDeps['students']['applyAccount']>[0],
  version: number,
): Promise<void> {
  const shownName = await deps.students.nameOf(account.id);
  await deps.students.applyAccount(account, version, new Date());
  if (shownName !== account.name) await conversationChanged(deps, account.id);
}

/** Applies one of auth's user events to chat's copy (ARCHITECTURE D13). */
export async function applyUserEvent(deps: ChatDeps, event: UserEvent): Promise<void> {
  if (event.type === 'user.deleted') await forgetStudent(deps, event.user.id, event.version);
  else await applyAccount(deps, event.user, event.version);
}
