import mix from './polling-mix.json';

/** One poll of a signed-in student's browser; `path` may hold `{conversationId}`. */
export type Poll = { name: string; path: string; everyMs: number; chatOpenOnly: boolean };

/** The spec's polling mix, shared with the k6 scripts through polling-mix.json. */
export const POLLING_MIX: { chatOpenShare: number; polls: Poll[] } = mix;

/** Requests per second one student sends on average under the mix. */
export const requestsPerStudentPerSecond = ({ chatOpenShare, polls }: typeof POLLING_MIX) =>
  polls.reduce((sum, poll) => sum + (poll.chatOpenOnly ? chatOpenShare : 1) * (1000 / poll.everyMs), 0);
