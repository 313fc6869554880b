import { useEffect, useState } from 'react';
import { isRoomOpen, lessonRoomPath, roomWindow } from '@lezioni/contracts/values';
import { formatLessonTime } from '../format/date-time';
import { useContractTexts } from '../i18n/contract-texts';
import { Button, LinkButton } from './button';

// Timers longer than about 24.8 days overflow and fire at once: far-off lessons look again hourly.
const LONGEST_WAIT_MS = 3_600_000;

/** Whether the lesson's room is not open yet, open, or closed; turning at the edges without a reload. */
function useRoomPhase(times: { opensAt: Date; closesAt: Date }): 'before' | 'open' | 'after' {
  const opensAtMs = times.opensAt.getTime();
  const closesAtMs = times.closesAt.getTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const nextEdge = [opensAtMs, closesAtMs].find((edge) => edge > now);
    if (nextEdge === undefined) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(nextEdge - now + 1, LONGEST_WAIT_MS));
    return () => clearTimeout(timer);
  }, [now, opensAtMs, closesAtMs]);
  if (isRoomOpen({ opensAt: new Date(opensAtMs), closesAt: new Date(closesAtMs) }, new Date(now))) return 'open';
  return now < opensAtMs ? 'before' : 'after';
}

/** "Join lesson" into the platform's room (issue 23): enabled while the room is open, else when it opens. */
export function JoinLesson({
  bookingId,
  startsAt,
  durationMinutes,
}: {
  bookingId: string;
  startsAt: string;
  durationMinutes: number;
}) {
  const { opensAt, closesAt } = roomWindow({ startsAt: new Date(startsAt), durationMinutes });
  const phase = useRoomPhase({ opensAt, closesAt });
  const { room } = useContractTexts();
  if (phase === 'open') {
    return (
      <LinkButton to={lessonRoomPath(bookingId)} variant="primary" size="small">
        {room.joinLesson}
      </LinkButton>
    );
  }
  if (phase === 'after') return null;
  return (
    <span className="lz-ui-join">
      <Button size="small" disabled>
        {room.joinLesson}
      </Button>
      <small>
        {room.roomOpensAt('')}
        <time dateTime={opensAt.toISOString()}>{formatLessonTime(opensAt)}</time>
      </small>
    </span>
  );
}
