import type { GatewayConfig } from './config';

export type UpstreamName = 'auth' | 'chat' | 'booking' | 'unfurl';

/** The route table of ARCHITECTURE.md: which paths go to which service. */
export const ROUTES: ReadonlyArray<{ upstream: UpstreamName; paths: RegExp }> = [
  { upstream: 'auth', paths: /^\/api\/(me|login|register|logout|forgot-password|reset-password)\/?$/ },
  { upstream: 'chat', paths: /^\/api\/(conversations|uploads|files)(\/|$)/ },
  { upstream: 'booking', paths: /^\/api\/(my-bookings|my-credits|packages|admin|webhooks)(\/|$)/ },
  { upstream: 'unfurl', paths: /^\/api\/unfurl\/?$/ },
];

export function upstreamUrls(config: GatewayConfig): Record<UpstreamName, string | undefined> {
  return { auth: config.AUTH_URL, chat: config.CHAT_URL, booking: config.BOOKING_URL, unfurl: config.UNFURL_URL };
}
