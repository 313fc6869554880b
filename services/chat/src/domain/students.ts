import { withoutUnsafeNameCharacters, type UserEvent } from '@lezioni/contracts';
import type { ChatDeps } from './deps';
import { sideOf, type ChatUser } from './access';
import { conversationChanged } from './freshness';
import { forgetStudent } from './own-data';

const NAME_MAX_LENGTH = 200;

/**
 * Keeps chat's copy of a student's name up to date from their session (older sessions carry none).
 * Accounts made before auth refused them may have names with control or direction characters: the
 * teacher's list shows them without.
 */
export async function rememberStudent(deps: ChatDeps, user: ChatUser): Promise<void> {
  if (sideOf(user) !== 'student') return;
  const name = withoutUnsafeNameCharacters(user.name ?? '')
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
  const name = withoutUnsafeNameCharacters(account.name);
  const shownName = await deps.students.nameOf(account.id);
  await deps.students.applyAccount({ ...account, name }, version, new Date());
  if (shownName !== name) await conversationChanged(deps, account.id);
}

/** Applies one of auth's user events to chat's copy (ARCHITECTURE D13). */
export async function applyUserEvent(deps: ChatDeps, event: UserEvent): Promise<void> {
  if (event.type === 'user.deleted') await forgetStudent(deps, event.user.id, event.version);
  else await applyAccount(deps, event.user, event.version);
}
