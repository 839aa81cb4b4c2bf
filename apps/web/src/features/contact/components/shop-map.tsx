import { PinIcon } from '../../../components/icons';

/**
 * The shop on a map (the embed address is a setting), loaded only when scrolled near. Under it, the
 * address stays readable while the map loads or if the map service cannot be reached.
 */
export function ShopMap({ src, name, address }: { src: string; name: string; address: string }) {
  if (!src) return null;
  return (
    <div className="shop-map">
      <div className="shop-map__fallback" aria-hidden="true">
        <PinIcon size={36} />
        <p>{address}</p>
      </div>
      <iframe src={src} title={`Map showing where ${name} is`} loading="lazy" referrerPolicy="no-referrer-when-downgrade" allowFullScreen />
    </div>
  );
}
