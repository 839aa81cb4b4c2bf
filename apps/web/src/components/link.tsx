import type { AnchorHTMLAttributes, Ref } from 'react';

/** The attribute that marks an anchor as a link within the shop, which app/link-clicks.ts navigates to without reloading. */
export const IN_APP_LINK = 'data-link';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path within the shop, with its query and hash: "/products?category=3". */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link to another page of the shop: a plain `<a href>` that the app's one click listener turns into a
 * client-side navigation (app/link-clicks.ts). react-router's Link does the same with seven hooks per
 * link, resolving its path on every render; a listing has over seventy links, and hydrating them was
 * the largest part of its render on a phone (decision 034). Paths are absolute, so there is nothing to
 * resolve.
 */
export function Link({ to, ...rest }: LinkProps) {
  return <a href={to} {...{ [IN_APP_LINK]: '' }} {...rest} />;
}
