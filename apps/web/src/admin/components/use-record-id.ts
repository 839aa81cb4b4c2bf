import { useParams } from 'react-router';

/** The id in /admin/<things>/:id, or null on /admin/<things>/new. */
export function useRecordId(): number | null {
  const { id } = useParams();
  return id === undefined ? null : Number(id);
}
