/** Sends the browser to the payment provider's page (a full page load: the provider is another site). */
export function goToPayment(url: string): void {
  window.location.assign(url);
}
