/**
 * RFC 2369 / RFC 8058 headers for an email a customer may stop: mail clients show their own
 * "Unsubscribe" beside the sender, and Gmail and Yahoo ask bulk senders for it. `url` must answer a POST
 * of `List-Unsubscribe=One-Click` by unsubscribing at once, with no login and no page to confirm on
 * (the mail provider posts it, not the customer's browser); `mailto` is the fallback for clients that
 * only write emails. One header, both addresses, as RFC 2369 lists them.
 */
export function listUnsubscribeHeaders(url: string, mailto?: string): Record<string, string> {
  return {
    'List-Unsubscribe': [url, mailto]
      .filter(Boolean)
      .map((u) => `<${u}>`)
      .join(', '),
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** An unsubscribe request by email to `to`, the link to act on in its body (the shop has no inbox robot). */
export function unsubscribeMailto(to: string, subject: string, url: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(url)}`;
}
