import { lookup } from 'node:dns/promises';

/** Every address of a name, in the resolver's order: the guard checks them all. */
export const resolveHost = (hostname: string) => lookup(hostname, { all: true, verbatim: true });
