import { useLocation } from 'react-router';

/**
 * The one-time token of an emailed link. Links carry it in the fragment (#token=…), which a browser never
 * sends, so no server or proxy log holds it; links sent before carry it in the query (?token=…), still read.
 */
export function useLinkToken(): string {
  const { hash, search } = useLocation();
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? new URLSearchParams(search).get('token') ?? '';
}
