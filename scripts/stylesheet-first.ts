import type { Plugin } from 'vite';

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;

/**
 * Puts the built stylesheet links before the scripts in index.html. Vite writes the entry script first; the
 * stylesheet is what the first paint waits for, and on a connection limited to six requests per host
 * (HTTP/1.1) it should be asked for before the scripts, which only run after the page is shown.
 */
export function stylesheetFirst(): Plugin {
  return {
    name: 'stylesheet-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(STYLESHEET);
        const withoutLinks = html.replace(STYLESHEET, '');
        const at = withoutLinks.indexOf('<script');
        if (!links || at === -1) return html;
        return `${withoutLinks.slice(0, at)}${links.map((link) => link.trim()).join('\n    ')}\n    ${withoutLinks.slice(at)}`;
      },
    },
  };
}
