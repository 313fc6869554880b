import { Router } from 'express';
import type { RoomResponse } from '@lezioni/contracts';
import { NO_STORE, idParam, requireUser } from '@lezioni/service-kit';
import type { BookingDeps } from '../domain/deps';
import { enterRoom, toRoomResponse } from '../domain/room';

/** The lesson room's calls (ARCHITECTURE D23): each checks who and when, on every call. */
export function createRoomRouter(deps: BookingDeps) {
  const router = Router();

  router.get('/api/lessons/:id/room', requireUser, async (req, res) => {
    const room = await enterRoom(deps, req.user!, idParam(req), new Date());
    // The TURN credential is the caller's own: no cache may keep it.
    res.set(NO_STORE).json(toRoomResponse(deps, room) satisfies RoomResponse);
  });

  return router;
}
