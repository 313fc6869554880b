import mix from './polling-mix.json';

/** One poll of signed-in students' browsers: `share` of the students poll it; `path` may hold `{conversationId}`. */
export type Poll = { name: string; path: string; everyMs: number; share: number };

/** The spec's polling mix, shared with the k6 scripts through polling-mix.json. */
export const POLLING_MIX: { polls: Poll[] } = mix;

/** How many of `students` poll `poll`: the first ones, at least one. */
export const pollersOf = (poll: Poll, students: number) => Math.max(1, Math.round(students * poll.share));

/** Requests per second one student sends on average under the mix. */
export const requestsPerStudentPerSecond = ({ polls }: typeof POLLING_MIX) =>
  polls.reduce((sum, poll) => sum + poll.share * (1000 / poll.everyMs), 0);
