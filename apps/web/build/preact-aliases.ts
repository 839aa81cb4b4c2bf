/**
 * Preact's React-compatible layer in place of react-dom: the same components and libraries, about 50 KB
 * gzip less for a phone to download and run before the first paint (decision 021). The build and the web
 * app's own tests resolve React through these, so the tests run what the shop ships.
 */
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
