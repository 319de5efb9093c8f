/**
 * The text of every page of a PDF as pdf.js extracts it, spaces (no-break ones too) collapsed: what a person
 * opening the document reads. For tests (server and end-to-end); pdfjs-dist is a development dependency and
 * nothing the server runs imports this file.
 */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    for (const item of content.items) if ('str' in item) lines.push(item.str);
  }
  await document.destroy();
  return { pages: document.numPages, text: lines.join(' ').replace(/[\s\u00a0\u202f]+/g, ' ') };
}
