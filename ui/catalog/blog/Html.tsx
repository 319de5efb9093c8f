import { useMemo } from 'react';
import { useWebsite } from '../../shell/website';
import { sanitizeHtml } from '../../site/sanitize';
import './blog.css';

export { htmlToText } from '../../site/sanitize';

/**
 * Organiser HTML (descriptions, article content) through the site's allow-list sanitiser: no scripts,
 * styles, frames or event attributes; links only https, mailto, tel or relative; links off the site open
 * in a new tab.
 */
export function Html({ html, className }: { html: string; className?: string }) {
  const website = useWebsite();
  const clean = useMemo(() => sanitizeHtml(html, { hostname: website.hostname }), [html, website.hostname]);
  return (
    <div
      className={className ? `rich-text ${className}` : 'rich-text'}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is reduced to an allow-list by sanitizeHtml.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
