/**
 * What a server-rendered page hands to the browser so hydration starts from the same data: the answers its
 * route loaders received, the reads its sections made, the instant it was rendered at and whether it was
 * rendered for a signed-in visitor. It travels as a JSON data block (`type="application/json"`), which the
 * browser never executes, so the Content-Security-Policy needs no inline-script exception for it.
 */
export interface RenderData {
  /** Loader answers by call key (see `callKey`). */
  answers: Record<string, unknown>;
  /** Section reads (`useRead`, `useCallsRead`) by read key. */
  reads: Record<string, unknown>;
  /** Rendered with the visitor's session: false for the shared, cacheable signed-out page. */
  personal: boolean;
  /** The instant the page was rendered at (ISO): the browser hydrates at it, so date-dependent text agrees. */
  renderedAt: string;
}

export const RENDER_DATA_ID = 'render-data';

/**
 * JSON safe inside a `<script>` element: `<` is escaped so no `</script>` or `<!--` can end or change it,
 * and the two line separators JSON allows but old parsers choke on are escaped too.
 */
export function serializeRenderData(data: RenderData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The data block's element, ready to place at the end of `<body>`. */
export function renderDataElement(data: RenderData): string {
  return `<script type="application/json" id="${RENDER_DATA_ID}">${serializeRenderData(data)}</script>`;
}

/** The render data of the page the browser holds, or null for a page the server did not render. */
export function readRenderData(source: { textContent: string | null } | null): RenderData | null {
  if (!source?.textContent) return null;
  try {
    return JSON.parse(source.textContent) as RenderData;
  } catch {
    return null;
  }
}
