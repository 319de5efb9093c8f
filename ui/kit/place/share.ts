/**
 * What pressing Share did (issue 20 §5): the system share sheet took the link, the customer closed it
 * (AbortError: nothing to say), the link went to the clipboard, or the clipboard was refused.
 */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'refused';

/** The parts of `navigator` sharing uses, so tests and browsers without them can say so. */
export interface ShareDevice {
  share?: (data: { title: string; url: string }) => Promise<void>;
  clipboard?: { writeText(text: string): Promise<void> };
}

/**
 * Shares a page: the Web Share API where the browser has it, else (or when it fails for another reason than
 * the customer cancelling) the link copied to the clipboard.
 */
export async function shareLink(
  data: { title: string; url: string },
  device: ShareDevice,
): Promise<ShareOutcome> {
  if (typeof device.share === 'function') {
    try {
      await device.share(data);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
      // NotAllowedError, a data error…: the clipboard still gives the link.
    }
  }
  if (typeof device.clipboard?.writeText !== 'function') return 'refused';
  try {
    await device.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'refused';
  }
}

/** The share sheet closed by the customer: a DOMException named AbortError (not always an Error subclass). */
function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** The page's canonical address (the head's `<link rel="canonical">`, without campaign tags), else its own. */
export function canonicalUrl(document: Document): string {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return canonical && canonical !== '' ? canonical : document.location.href;
}
