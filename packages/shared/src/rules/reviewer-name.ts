/**
 * How a reviewer is named in public: the first name and the initial of the last, as shops do, so a
 * review does not publish a customer's full name. "Priya Raman" → "Priya R.", "Arjun" → "Arjun".
 */
export function reviewerName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (!parts.length) return 'Customer';
  const first = parts[0]!;
  return parts.length === 1 ? first : `${first} ${parts.at(-1)!.charAt(0).toUpperCase()}.`;
}
