import type { SVGProps } from 'react';
import { LineIcon } from '../../components/icons';

/** The panel's navigation and action icons, drawn like the storefront's (24 px grid, 1.8 stroke). */
const PATHS = {
  dashboard: 'M4 4h7v8H4zm9 0h7v5h-7zm0 7h7v9h-7zM4 14h7v6H4z',
  orders: 'M6 3h12v18l-3-2-3 2-3-2-3 2zm3 5h6m-6 4h6m-6 4h4',
  products: 'M3.5 8 12 3.5 20.5 8v8L12 20.5 3.5 16zm0 0L12 12.5 20.5 8M12 12.5v8',
  factory: 'M3.5 20.5V10l5 3v-3l5 3v-3l4 2.4V3.5h3v17zM7 17h2m3 0h2',
  categories: 'M3.5 6.5A1.5 1.5 0 0 1 5 5h4.5l2 2.5H19a1.5 1.5 0 0 1 1.5 1.5v8.5A1.5 1.5 0 0 1 19 19H5a1.5 1.5 0 0 1-1.5-1.5z',
  banners: 'M3.5 5h17v14h-17zm0 10.5 5-5 4 4 3-3 5 5M15.5 9.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
  coupons: 'M3.5 8a2 2 0 0 0 0 4v4.5h17V12a2 2 0 0 1 0-4V3.5h-17zM9 14l6-6m-5.5.5h.01m5 5h.01',
  customers: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zm-6 9c.6-3.2 3-5 6-5s5.4 1.8 6 5m1-15a3.5 3.5 0 0 1 0 7m2 3c1.6.7 2.7 2.2 3 5',
  messages: 'M4 5h16v11H8l-4 4zm4 4h8m-8 3h5',
  reviews: 'm12 3.5 2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.8z',
  mail: 'M3.5 6h17v12h-17zm0 0 8.5 7 8.5-7',
  truck: 'M2.5 6h11.5v10H2.5zM14 9.5h4l3.5 3.5v3H14M6.5 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm11 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm7.4-3a7.4 7.4 0 0 0-.1-1.2l2-1.6-2-3.4-2.4 1a7.4 7.4 0 0 0-2-1.2L14.5 3h-4l-.4 2.6a7.4 7.4 0 0 0-2 1.2l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 0 0 0 2.4l-2 1.6 2 3.4 2.4-1a7.4 7.4 0 0 0 2 1.2l.4 2.6h4l.4-2.6a7.4 7.4 0 0 0 2-1.2l2.4 1 2-3.4-2-1.6c.1-.4.1-.8.1-1.2z',
  logout: 'M14 4h5v16h-5M10 8l-4 4 4 4m-4-4h11',
  external: 'M14 4h6v6m0-6-9 9M18 14v6H4V6h6',
  plus: 'M12 5v14M5 12h14',
  edit: 'M4 20h4L19 9l-4-4L4 16zm9-13 4 4',
  download: 'M12 4v11m-4.5-4.5L12 15l4.5-4.5M4.5 19.5h15',
  upload: 'M12 15V4M7.5 8.5 12 4l4.5 4.5M4.5 19.5h15',
  left: 'm15 6-6 6 6 6',
  right: 'm9 6 6 6-6 6',
  star: 'm12 3.5 2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.8z',
  trash: 'M5 7h14M10 11v6m4-6v6M8 7l1-3h6l1 3m-9 0 1 13h8l1-13',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6 6 18',
  history: 'M12 7.5V12l3 2M4.5 12a7.5 7.5 0 1 0 2.2-5.3M4.5 4v3.5H8',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm9 2-4-4',
  back: 'M19 12H5m6-6-6 6 6 6',
  check: 'm5 12.5 4.5 4.5L19 7.5',
  paw: 'M12 20c-2.4 0-4.5-1.2-4.5-3.2 0-2.1 2.2-4.6 4.5-4.6s4.5 2.5 4.5 4.6c0 2-2.1 3.2-4.5 3.2zM5.5 12a1.7 2.1 0 1 0 0-4.2 1.7 2.1 0 0 0 0 4.2zm3.8-3.4a1.7 2.2 0 1 0 0-4.4 1.7 2.2 0 0 0 0 4.4zm5.4 0a1.7 2.2 0 1 0 0-4.4 1.7 2.2 0 0 0 0 4.4zm3.8 3.4a1.7 2.1 0 1 0 0-4.2 1.7 2.1 0 0 0 0 4.2z',
} as const;

export type AdminIconName = keyof typeof PATHS;

/** Decorative: the button or link around it carries the accessible name. */
export function AdminIcon({ name, ...props }: SVGProps<SVGSVGElement> & { name: AdminIconName; size?: number }) {
  return <LineIcon d={PATHS[name]} {...props} />;
}
