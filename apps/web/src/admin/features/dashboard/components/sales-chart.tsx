import { useEffect, useRef, useState } from 'react';
import { formatINR, type AdminDashboard } from '@canino/shared';

const PAD = { top: 12, right: 4, bottom: 26, left: 52 };

/** The element's width in CSS pixels, so the chart is drawn at its real size and its text stays 12 px. */
function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.round(entry.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** A round step for the axis (₹500, ₹1,000, ₹2,500, …) so that about four lines cover the top day. */
function niceStep(maxPaise: number): number {
  const rough = Math.max(maxPaise, 100_00) / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  return step;
}

const shortRupees = (paise: number) => {
  const r = paise / 100;
  if (r >= 100_000) return `₹${(r / 100_000).toLocaleString('en-IN', { maximumFractionDigits: 1 })}L`;
  if (r >= 1000) return `₹${(r / 1000).toLocaleString('en-IN', { maximumFractionDigits: 1 })}k`;
  return `₹${r.toLocaleString('en-IN')}`;
};

const dayLabel = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** Daily sales of the last 30 days as bars, drawn in SVG (no chart library); a table carries the same figures for screen readers. */
export function SalesChart({ days }: { days: AdminDashboard['chart'] }) {
  const [ref, W] = useWidth<HTMLElement>(720);
  const H = W < 500 ? 180 : 240;
  // Fewer date labels when narrow, so they never overlap.
  const labelEvery = W < 500 ? 10 : 5;
  const max = Math.max(...days.map((d) => d.salesPaise), 0);
  const step = niceStep(max);
  const top = Math.max(step * 4, Math.ceil(max / step) * step);
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / days.length;
  const barW = Math.max(4, slot * 0.62);
  const y = (paise: number) => PAD.top + plotH - (paise / top) * plotH;
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  const total = days.reduce((s, d) => s + d.salesPaise, 0);

  return (
    <figure className="adm-chart" ref={ref}>
      <svg width={W} height={H} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`Daily sales for the last ${days.length} days, ${formatINR(total)} in all`}>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className="adm-chart__grid" />
            <text x={PAD.left - 8} y={y(t)} dy="0.32em" textAnchor="end" className="adm-chart__axis">
              {shortRupees(t)}
            </text>
          </g>
        ))}
        {days.map((d, i) => {
          const x = PAD.left + i * slot + (slot - barW) / 2;
          const h = Math.max(d.salesPaise > 0 ? 2 : 0, y(0) - y(d.salesPaise));
          const isToday = i === days.length - 1;
          return (
            <g key={d.date}>
              <rect x={x} y={y(0) - h} width={barW} height={h} rx={Math.min(3, barW / 2)} className={isToday ? 'adm-chart__bar adm-chart__bar--today' : 'adm-chart__bar'}>
                <title>{`${dayLabel(d.date)}: ${formatINR(d.salesPaise)} from ${d.orders} order${d.orders === 1 ? '' : 's'}`}</title>
              </rect>
              {(days.length - 1 - i) % labelEvery === 0 && i > 2 && (
                <text x={isToday ? x + barW : x + barW / 2} y={H - 8} textAnchor={isToday ? 'end' : 'middle'} className="adm-chart__axis">
                  {isToday ? 'Today' : dayLabel(d.date)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      {/* In a div: the hiding utility does not shrink a table itself. */}
      <div className="visually-hidden">
        <table>
          <caption>Daily sales</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Sales</th>
              <th scope="col">Orders</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <td>{dayLabel(d.date)}</td>
                <td>{formatINR(d.salesPaise)}</td>
                <td>{d.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
