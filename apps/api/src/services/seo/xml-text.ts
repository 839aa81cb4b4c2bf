const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text as XML content: the five special characters escaped, and the control characters XML 1.0 forbids dropped. */
export const xmlText = (s: string) =>
  // eslint-disable-next-line no-control-regex -- the control characters are exactly what is matched here
  s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!);
