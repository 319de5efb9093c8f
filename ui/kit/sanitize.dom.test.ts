// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeHtml } from './sanitize';

/** Renders the sanitised HTML into a live container, as dangerouslySetInnerHTML would. */
function mount(html: string): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = sanitizeHtml(html, { hostname: 'petits-sportifs.localhost' });
  document.body.append(container);
  return container;
}

const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="/media/a.svg" onerror="alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href=" JaVaScRiPt:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<style>body{display:none}</style>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<svg onload=alert(1)><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<div onclick="alert(1)">click</div>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<p><a href="//evil.example/phish">x</a></p>',
  '<img src="javascript:alert(1)">',
];

describe('sanitizeHtml', () => {
  it.each(XSS_CORPUS)('renders inert: %s', (html) => {
    const container = mount(html);
    expect(
      container.querySelector('script, style, iframe, object, embed, svg, math, form, base, meta, template'),
    ).toBeNull();
    for (const node of Array.from(container.querySelectorAll('*'))) {
      for (const attribute of Array.from(node.attributes)) {
        expect(attribute.name.startsWith('on'), `${node.localName}[${attribute.name}]`).toBe(false);
        expect(attribute.name).not.toBe('style');
        expect(attribute.value.toLowerCase().replace(/\s/g, '')).not.toContain('javascript:');
      }
    }
    for (const link of Array.from(container.querySelectorAll('a'))) {
      expect(link.getAttribute('href') ?? '').toMatch(/^(https:|mailto:|tel:|\/[^/]|#|\?|[^:]*$)/);
    }
    container.remove();
  });

  it('keeps the API’s canonical HTML as it is and marks links off the site', () => {
    const canonical =
      '<h2>Titre</h2><p><strong>Gras</strong> et <em>italique</em>\u00a0!</p><ul><li>Un</li></ul>' +
      '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>' +
      '<p><a href="https://example.be">site</a> <a href="mailto:info@example.be">mail</a> ' +
      '<a href="/stages?x=1&amp;y=2">stages</a><br><img src="/media/a.svg" alt=""></p>';
    const container = mount(canonical);
    expect(container.querySelectorAll('h2')).toHaveLength(1);
    expect(container.querySelector('th')?.getAttribute('scope')).toBe('col');
    expect(container.querySelector('td')?.getAttribute('colspan')).toBe('2');
    const external = container.querySelector('a[href="https://example.be"]');
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.querySelector('a[href="/stages?x=1&y=2"]')?.hasAttribute('target')).toBe(false);
    expect(sanitizeHtml(canonical)).toBe(canonical);
  });

  it('shows HTML that is not in the canonical allow-listed form as plain text', () => {
    expect(sanitizeHtml('<p class="x">Texte</p>')).toBe('Texte');
    expect(sanitizeHtml('<p>a<script>alert(1)</script>b</p>')).toBe('a b');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('x');
    expect(sanitizeHtml('<p>1 < 2</p>')).toBe('1 &lt; 2');
    expect(sanitizeHtml('<!-- x --><p>a</p>')).toBe('a');
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
  });

  it('text of HTML for card excerpts', () => {
    expect(htmlToText('<p>Un</p><p>deux <strong>trois</strong></p><script>alert(1)</script>')).toBe(
      'Un deux trois',
    );
    expect(htmlToText('<p>L&#39;été &amp; l&rsquo;hiver</p>')).toBe("L'été & l&rsquo;hiver");
  });
});
