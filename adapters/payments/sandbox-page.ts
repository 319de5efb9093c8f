import { formatMinor } from '../../core/money/index';
import type { PaymentIntent } from './provider';

export type SandboxLocale = 'fr' | 'en';

export interface SandboxPageInput {
  reference: string;
  intent: PaymentIntent;
  locale: SandboxLocale;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every interpolated value goes through this: descriptions come from organisers' catalogue data. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

const COPY = {
  fr: {
    title: 'Paiement de test',
    notice: 'Environnement de test : aucun argent réel n’est débité. Choisissez le résultat à simuler.',
    description: 'Description',
    amount: 'Montant',
    reference: 'Référence',
    pay: 'Payer',
    fail: 'Simuler un échec',
    cancel: 'Annuler',
    actions: 'Résultat du paiement',
  },
  en: {
    title: 'Test payment',
    notice: 'Test environment: no real money is charged. Choose the outcome to simulate.',
    description: 'Description',
    amount: 'Amount',
    reference: 'Reference',
    pay: 'Pay',
    fail: 'Simulate a failure',
    cancel: 'Cancel',
    actions: 'Payment outcome',
  },
} as const;

export function formatEuros(minorUnits: number, locale: SandboxLocale): string {
  return formatMinor(minorUnits, locale);
}

/*
 * Contrast (WCAG 2.x): #1a1a1a on #e67e22 ≈ 6.1:1, #1a1a1a on white ≈ 17:1, #5c3300 on #fff4e5 ≈ 10:1.
 * No script anywhere: the page works with a plain form post and a strict CSP.
 */
const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1a1a1a;background:#f3f4f6}
main{width:100%;max-width:420px;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{margin:0 0 16px;font-size:1.5rem}
.notice{margin:0 0 20px;padding:12px;border-radius:8px;background:#fff4e5;color:#5c3300;border:1px solid #f0c48a}
dl{margin:0 0 24px;display:grid;grid-template-columns:auto 1fr;gap:8px 16px}
dt{font-weight:600}
dd{margin:0;overflow-wrap:anywhere}
.amount{font-size:1.25rem;font-weight:700}
.reference{font-family:ui-monospace,monospace;font-size:.85rem}
form{display:flex;flex-direction:column;gap:12px}
button{min-height:48px;width:100%;padding:12px 16px;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;
border:2px solid #1a1a1a;background:#fff;color:#1a1a1a}
button.pay{background:#e67e22;border-color:#e67e22;color:#1a1a1a}
button:hover{filter:brightness(.95)}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:3px}
@media (max-width:400px){main{padding:16px}dl{grid-template-columns:1fr;gap:4px}dd{margin-bottom:8px}}
`;

/** The hosted page where a tester decides how the sandbox payment ends. */
export function sandboxPaymentPage({ reference, intent, locale }: SandboxPageInput): string {
  const copy = COPY[locale];
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(copy.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(copy.title)}</h1>
<p class="notice" role="note">${escapeHtml(copy.notice)}</p>
<dl>
<dt>${escapeHtml(copy.description)}</dt>
<dd>${escapeHtml(intent.description)}</dd>
<dt>${escapeHtml(copy.amount)}</dt>
<dd class="amount">${escapeHtml(formatEuros(intent.amount, locale))}</dd>
<dt>${escapeHtml(copy.reference)}</dt>
<dd class="reference">${escapeHtml(reference)}</dd>
</dl>
<form method="post" aria-label="${escapeHtml(copy.actions)}">
<button type="submit" name="outcome" value="PAID" class="pay">${escapeHtml(copy.pay)}</button>
<button type="submit" name="outcome" value="FAILED">${escapeHtml(copy.fail)}</button>
<button type="submit" name="outcome" value="CANCELLED">${escapeHtml(copy.cancel)}</button>
</form>
</main>
</body>
</html>
`;
}
