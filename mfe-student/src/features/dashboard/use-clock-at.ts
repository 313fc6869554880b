import { useEffect, useState } from 'react';

// Timers longer than about 24.8 days overflow and fire at once: far-off edges look again hourly.
const LONGEST_WAIT_MS = 3_600_000;

/** The current time (ms), renewed as it passes each of `edges` (ms), so what depends on them turns without a reload. */
export function useClockAt(...edges: number[]): number {
  const [now, setNow] = useState(() => Date.now());
  const nextEdge = edges.filter((edge) => edge > now).sort((a, b) => a - b)[0];
  useEffect(() => {
    if (nextEdge === undefined) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(nextEdge - now + 1, LONGEST_WAIT_MS));
    return () => clearTimeout(timer);
  }, [now, nextEdge]);
  return now;
}
