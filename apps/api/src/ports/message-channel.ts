/** One template message: the template approved at the provider, its language, and its body's values in order. */
interface TemplateMessage {
  /** The recipient: country code and number, no plus (`919876543210`), as WhatsApp writes numbers. */
  to: string;
  template: string;
  language: string;
  params: string[];
}

/**
 * Why a message was not sent. `permanent`: the provider refused it (an unknown number, a template not
 * approved, a bad token), and sending it again would be refused again; otherwise the provider could not be
 * reached or failed on its side, and the job tries again later.
 */
export class MessageRefused extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'MessageRefused';
  }
}

/** Sends the shop's order updates to customers' phones: WhatsApp's Cloud API, or the outbox folder. */
export interface MessageChannel {
  readonly name: 'simulated' | 'whatsapp';
  /** Sends one template message and answers the provider's id of it; throws `MessageRefused`. */
  sendTemplate(message: TemplateMessage): Promise<{ providerMessageId: string }>;
}
