import type { SimulatedWhatsAppMessage, SimulatedWhatsAppReply } from '@canino/shared';
import { apiGet, apiPost } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';

/** The simulated phone's messages for a number (a shop run on this computer without a WhatsApp account). */
export const useSimulatedWhatsApp = (mobile: string | null) =>
  useQuery(mobile ? `simulated-whatsapp:${mobile}` : null, () => apiGet<SimulatedWhatsAppMessage[]>('/whatsapp/simulated/messages', { mobile: mobile! }).then((r) => r.data), {
    staleMs: 0,
  });

/** A tap on a message's button, or STOP written back, answered as WhatsApp's webhook would deliver it. */
export const replySimulatedWhatsApp = (mobile: string, reply: SimulatedWhatsAppReply) => apiPost<null>(`/whatsapp/simulated/reply?mobile=${mobile}`, reply);
