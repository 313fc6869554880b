import { REPLICA_SKIP_MS, createReplicaSet } from './replicas';

describe('the replicas of an upstream', () => {
  it('when calls come in, then each replica takes its turn', () => {
    const replicas = createReplicaSet(['a', 'b', 'c']);
    expect([1, 2, 3, 4].map(() => replicas.order()[0])).toEqual(['a', 'b', 'c', 'a']);
  });

  it('when a replica refused a connection, then it is tried last until its skip time is over', () => {
    let clock = 0;
    const replicas = createReplicaSet(['a', 'b'], () => clock);
    replicas.markDown('a');

    expect([1, 2].map(() => replicas.order())).toEqual([
      ['b', 'a'],
      ['b', 'a'],
    ]);
    clock += REPLICA_SKIP_MS;
    expect(replicas.order()).toEqual(['a', 'b']);
  });
});
