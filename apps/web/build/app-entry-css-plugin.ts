import type { Plugin, Rolldown } from 'vite';

/**
 * index.html's entry imports the app (main.tsx) dynamically, after the first paint
 * (src/load-app-after-paint.ts), so Vite would leave the app's stylesheets out of the HTML and load them
 * from script then: the server's first screen would paint unstyled. This links the stylesheets of the
 * entry's dynamic imports, and of every chunk they import, in index.html as Vite does an entry's own; Vite's
 * loader finds them already in the document and does not load them twice.
 */
export function appEntryCss(): Plugin {
  return {
    name: 'canino-app-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle, chunk }) => {
        if (!bundle || !chunk) return html;
        const css = new Set<string>();
        for (const file of chunk.dynamicImports) collectCss(bundle, file, css, new Set());
        const links = [...css].map((file) => `  <link rel="stylesheet" crossorigin href="/${file}">\n  `).join('');
        return html.replace('</head>', `${links}</head>`);
      },
    },
  };
}

function collectCss(bundle: Rolldown.OutputBundle, file: string, css: Set<string>, seen: Set<string>) {
  const chunk = bundle[file] as (Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } }) | undefined;
  if (seen.has(file) || chunk?.type !== 'chunk') return;
  seen.add(file);
  for (const imported of chunk.imports) collectCss(bundle, imported, css, seen);
  for (const sheet of chunk.viteMetadata?.importedCss ?? []) css.add(sheet);
}
