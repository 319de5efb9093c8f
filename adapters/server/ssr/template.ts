/** The built index.html cut where a rendered page's parts go. */
export interface PageTemplate {
  render(parts: { lang: string; style: string; head: string; body: string; data: string }): string;
}

const HTML_OPEN = /<html[^>]*>/;
const TITLE = /<title>[^<]*<\/title>/;
const ROOT = '<div id="root"></div>';

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Cuts Vite's index.html (its hashed script and style links stay as built): `<html>` takes the page's
 * language and theme, `<title>` makes room for the page's head tags, `#root` takes the markup, and the
 * data block follows it.
 */
export function parseTemplate(html: string): PageTemplate {
  for (const [name, found] of [
    ['<html>', HTML_OPEN.test(html)],
    ['<title>', TITLE.test(html)],
    [ROOT, html.includes(ROOT)],
  ] as const) {
    if (!found) throw new Error(`index.html has no ${name}: cannot render pages into it`);
  }
  const [beforeRoot, afterRoot] = html.split(ROOT) as [string, string];
  return {
    render: ({ lang, style, head, body, data }) =>
      `${beforeRoot
        .replace(
          HTML_OPEN,
          `<html lang="${escapeAttribute(lang)}"${style ? ` style="${escapeAttribute(style)}"` : ''}>`,
        )
        .replace(TITLE, () => head)}<div id="root">${body}</div>${data}${afterRoot}`,
  };
}
