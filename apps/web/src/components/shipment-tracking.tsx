import type { ShipmentTracking as Tracking } from '@canino/shared';
import { formatOrderTime } from '../lib/format-date';
import './shipment-tracking.css';

/**
 * Where the parcel is: the courier and AWB, a link to follow it, and the carrier's events newest first.
 * `showPageLink` offers the shop's own tracking page (a customer shares it); the guest page is that page.
 */
export function ShipmentTracking({ shipment, showPageLink = false }: { shipment: Tracking; showPageLink?: boolean }) {
  return (
    <div className="shipment">
      <dl className="shipment__facts">
        <div>
          <dt>Courier</dt>
          <dd>{shipment.courier}</dd>
        </div>
        <div>
          <dt>Tracking number (AWB)</dt>
          <dd className="shipment__awb">{shipment.awb}</dd>
        </div>
        <div>
          <dt>Now</dt>
          <dd>
            <strong className={`shipment__stage shipment__stage--${shipment.stage}`}>{shipment.stageLabel}</strong>
          </dd>
        </div>
      </dl>
      {(shipment.courierTrackingUrl || showPageLink) && (
        <p className="shipment__links">
          {shipment.courierTrackingUrl && (
            <a href={shipment.courierTrackingUrl} target="_blank" rel="noopener noreferrer">
              Track on the courier’s site<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
          {showPageLink && <a href={shipment.trackingUrl}>Tracking page to share</a>}
        </p>
      )}
      <ol className="shipment__events" aria-label="Tracking events, newest first">
        {shipment.events.map((e, i) => (
          <li key={`${e.code}-${e.at}`} className={i === 0 ? 'shipment__event shipment__event--latest' : 'shipment__event'}>
            <span className="shipment__dot" aria-hidden="true" />
            <div>
              <p className="shipment__event-label">{e.label}</p>
              {(e.description || e.location) && (
                <p className="shipment__event-detail">{[e.description !== e.label ? e.description : '', e.location].filter(Boolean).join(' · ')}</p>
              )}
              <time className="shipment__event-time" dateTime={e.at}>
                {formatOrderTime(e.at)}
              </time>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
