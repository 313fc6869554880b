/**
 * Node's flags for every platform process, in `npm start` and in the image (NODE_OPTIONS). A young
 * generation of 32 MB instead of the default 16: under thousands of polls a second the gateway and
 * chat collected it about 15 times a second, each collection on this 2-core machine a pause of
 * ~15 ms that every request waiting behind it paid (bench:api: p99 at 3,000 students from over a
 * second to 83 ms). Fewer, not longer, collections: what a collection costs follows what survives.
 */
export const NODE_FLAGS = ['--max-semi-space-size=32'];
