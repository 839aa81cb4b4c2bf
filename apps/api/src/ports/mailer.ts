/** An email as the shop writes it; the mailer adds the sender and sends or files it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where the reader's reply goes, when not to the sender (the customer who wrote to the shop). */
  replyTo?: string;
  /** Kept the same across retries of one email, so a reader's mail client shows it once. */
  messageId?: string;
  /** Header lines of the message's own (a reminder's List-Unsubscribe), written as given. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Closes pooled SMTP connections at shutdown (after the last send). */
  close?(): void;
}
