/**
 * Sends the browser to an address, leaving this page as a link would: the document download is "a browser
 * navigation, not a background call" (part 2 §7), so the browser handles the file and its name. Its own
 * module so tests can replace it.
 */
export function navigateBrowser(href: string): void {
  window.location.assign(href);
}
