import { useEffect, useRef } from 'react';

/**
 * An Add to cart button turns into a "Go to cart" link once the product is in the cart. The button had
 * the focus, and it is gone: without this the focus falls to the page's body, and a keyboard or screen
 * reader user starts again from the top. After an add made here, the link that replaces the button takes
 * the focus; a product that was already in the cart (another tab, the page's first draw) takes nothing.
 */
export function useFocusAfterAdd(inCart: boolean) {
  const link = useRef<HTMLAnchorElement>(null);
  const added = useRef(false);
  useEffect(() => {
    if (!inCart || !added.current) return;
    added.current = false;
    link.current?.focus();
  }, [inCart]);
  const adding = () => {
    added.current = true;
  };
  // The ref for the "Go to cart" link, and what to call with the add.
  return [link, adding] as const;
}
