import './product-html.css';

/**
 * The product's details as HTML. The API sanitises it (sanitize-html, an allow-list of text tags) when the
 * admin saves it, so it is safe to render as is.
 */
export function ProductHtml({ html }: { html: string }) {
  return <div className="product-html" dangerouslySetInnerHTML={{ __html: html }} />;
}
