/** How long a replica that refused a connection is tried last, behind the others. */
export const REPLICA_SKIP_MS = 5_000;

/**
 * The replicas of one upstream, taken in turn (no affinity: any replica can answer any call). One
 * that refused a connection goes behind the others for REPLICA_SKIP_MS, so calls stop paying for
 * its failure, yet it is still tried when every replica is down.
 */
export function createReplicaSet<T>(members: readonly T[], now: () => number = Date.now) {
  const downUntil = members.map(() => 0);
  let turn = 0;
  return {
    /** The replicas to try for one call, in order: the next in turn first, those marked down last. */
    order(): T[] {
      const start = turn;
      turn = (turn + 1) % members.length;
      const rotated = members.map((_, k) => (start + k) % members.length);
      const isUp = (index: number) => downUntil[index]! <= now();
      return [...rotated.filter(isUp), ...rotated.filter((index) => !isUp(index))].map((index) => members[index]!);
    },
    markDown(member: T): void {
      downUntil[members.indexOf(member)] = now() + REPLICA_SKIP_MS;
    },
  };
}
