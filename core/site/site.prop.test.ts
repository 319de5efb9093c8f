import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  afterEscape,
  afterPathChange,
  isCurrentTab,
  isExternalLink,
  localizedHref,
  navLinkHref,
} from './index';

const language = fc.constantFrom('fr', 'en');
const segment = fc.stringMatching(/^[a-z0-9-]{0,12}$/);
const path = fc.array(segment, { maxLength: 4 }).map((parts) => `/${parts.join('/')}`);
const anyHref = fc.oneof(
  path,
  fc.string(),
  fc.webUrl(),
  path.map((p) => `/${p}`),
);
const host = fc.domain();
const flags = fc.record({
  mobileMenuOpen: fc.boolean(),
  submenu: fc.option(segment, { nil: null }),
  cartOpen: fc.boolean(),
});

describe('link properties', () => {
  it('prefixing with the language is idempotent', () => {
    fc.assert(
      fc.property(anyHref, fc.option(language, { nil: null }), (href, lang) => {
        const once = localizedHref(href, lang);
        return localizedHref(once, lang) === once;
      }),
    );
  });

  it('a path starting with one slash gets exactly the language segment in front; anything else is untouched', () => {
    fc.assert(
      fc.property(anyHref, language, (href, lang) => {
        const result = localizedHref(href, lang);
        if (!href.startsWith('/') || href.startsWith('//')) return result === href;
        return result === href || result === `/${lang}${href}`;
      }),
    );
  });

  it('links on the own hostname are never external, whatever the path or scheme', () => {
    fc.assert(
      fc.property(
        host,
        path,
        fc.constantFrom('http', 'https'),
        (h, p, scheme) => !isExternalLink(`${scheme}://${h}${p}`, h),
      ),
    );
  });

  it('links on another hostname are external; relative links never are', () => {
    fc.assert(
      fc.property(host, host, path, (own, other, p) => {
        fc.pre(own.toLowerCase() !== other.toLowerCase());
        return isExternalLink(`https://${other}${p}`, own) && !isExternalLink(p, own);
      }),
    );
  });

  it('nav links always have an address', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), (href) => navLinkHref(href).trim().length > 0),
    );
  });

  it('a tab is current on its own path and query in any parameter order', () => {
    fc.assert(
      fc.property(
        path,
        fc.uniqueArray(
          fc.tuple(
            segment.filter((s) => s !== ''),
            segment,
          ),
          { selector: ([key]) => key, maxLength: 4 },
        ),
        (p, pairs) => {
          const query = pairs.map(([key, value]) => `${key}=${value}`);
          const href = query.length ? `${p}?${query.join('&')}` : p;
          return isCurrentTab(href, { pathname: p, search: [...query].reverse().join('&') });
        },
      ),
    );
  });
});

describe('shell state properties', () => {
  it('escape and a path change close everything', () => {
    fc.assert(
      fc.property(flags, path, path, (state, from, to) => {
        const escaped = afterEscape(state);
        const moved = afterPathChange(state, from, to);
        const closed = !escaped.mobileMenuOpen && escaped.submenu === null && !escaped.cartOpen;
        return (
          closed &&
          (from === to
            ? JSON.stringify(moved) === JSON.stringify(state)
            : !moved.cartOpen && !moved.mobileMenuOpen && moved.submenu === null)
        );
      }),
    );
  });
});

describe('counter examples', () => {
  it('a protocol-relative address (a path generator gave "//") is not a path: never prefixed', () => {
    expect(localizedHref('//', 'fr')).toBe('//');
    expect(localizedHref('//cdn.example.org/x', 'en')).toBe('//cdn.example.org/x');
  });
});
