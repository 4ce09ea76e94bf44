import { publicChannels, realtimeEvents } from '@casino/contract/realtime.ts';
import type { Realtime } from '../realtime/echo-server.ts';

/**
 * RedEnvelopeDisplay on the public channel of each currency of a promotion: the pages of that currency look for
 * the envelope again (a promotion that started, or one that was cancelled).
 */
export function announceRedEnvelope(
  realtime: Pick<Realtime, 'broadcast'>,
  promotion: { id: number; site_id: number },
  currencies: string[],
): void {
  for (const currency of currencies) {
    realtime.broadcast(publicChannels.webApi(currency), realtimeEvents.redEnvelopeDisplay, {
      id: promotion.id,
      site_id: promotion.site_id,
    });
  }
}
