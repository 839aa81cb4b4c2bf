/** Sends the shop's text messages; a login code is the only one so far. */
export interface SmsSender {
  readonly name: 'simulated' | 'msg91';
  /** Sends `code` to an Indian mobile number (10 digits, no country code); throws when the provider refuses. */
  sendLoginCode(mobile: string, code: string): Promise<void>;
}
