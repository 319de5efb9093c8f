import { useMemo } from 'react';
import { useWebsite } from '../../shell/website';
import { sanitizeHtml } from '../../site/sanitize';

/**
 * Activity descriptions: the API already sends them sanitised; the site's own allow-list runs again here
 * as defence in depth, so a slip on either side alone never injects script.
 */
export function RichText({ html }: { html: string }) {
  const website = useWebsite();
  const clean = useMemo(() => sanitizeHtml(html, { hostname: website.hostname }), [html, website.hostname]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is reduced to an allow-list by sanitizeHtml.
  return <div className="catalog-richtext" dangerouslySetInnerHTML={{ __html: clean }} />;
}
