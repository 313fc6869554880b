import type { RuntimeConfig, User } from './entities';

/**
 * Props of the modules the remotes expose to the shell (ARCHITECTURE D6). They are a public API:
 * changing one breaks the shell, so they live here, beside the payloads.
 */
export type RemotePageProps = { user: User | null; config: RuntimeConfig };

/** './StudentDashboard' of mfe-student renders its own signed-out and loading states (spec §2). */
export type StudentDashboardProps = RemotePageProps & { isUserLoading: boolean };

/** Pages behind the shell's sign-in guard always receive the user. */
export type SignedInPageProps = { user: User; config: RuntimeConfig };
