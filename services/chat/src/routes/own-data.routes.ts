import { MY_DATA_PATHS, type ChatExport } from '@lezioni/contracts';
import { NO_STORE, requireUser, createRouter } from '@lezioni/service-kit';
import type { ChatDeps } from '../domain/deps';
import { exportChat } from '../domain/own-data';

/** chat's part of a student's "Download my data" (the teacher gets 403). */
export function createOwnDataRouter(deps: ChatDeps) {
  const router = createRouter();
  router.get(MY_DATA_PATHS.messages, requireUser, async (req, res) => {
    res.set(NO_STORE).json((await exportChat(deps, req.user!)) satisfies ChatExport);
  });
  return router;
}
