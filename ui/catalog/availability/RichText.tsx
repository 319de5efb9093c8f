/** HTML the API sends sanitised (activity descriptions). */
export function RichText({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises this HTML
  return <div className="catalog-richtext" dangerouslySetInnerHTML={{ __html: html }} />;
}
