import { Section } from '../../../components/section';
import { useReturns } from '../api/returns';
import { ReturnCard } from './return-card';
import './returns.css';

/** The order page's returns, each with its next step; nothing when the order has none. */
export function OrderReturnsSection({ orderId }: { orderId: number }) {
  const list = useReturns({ state: 'all', orderId }).data ?? [];
  if (list.length === 0) return null;
  return (
    <Section title="Returns">
      {list.map((r) => (
        <ReturnCard key={r.id} ret={r} showOrder={false} />
      ))}
    </Section>
  );
}
