import { describe, expect, it } from 'vitest';
import {
  afterPathChange,
  authLinkHrefs,
  footerLinkHref,
  hrefHostname,
  isAuthPath,
  isCurrentTab,
  isExternalLink,
  linkTarget,
  loaderRemainingMs,
  localizedHref,
  mailtoHref,
  navLinkHref,
  navLinkMenu,
  tabStripEdges,
  telHref,
  withoutLanguage,
} from './index';

describe('external links', () => {
  it.each([
    ['https://example.org/page', true],
    ['http://example.org', true],
    ['HTTPS://Example.org', true],
    ['https://shop.example.com/activities', false],
    ['https://SHOP.example.com:443/x?y', false],
    ['https://user@shop.example.com/x', false],
    ['https://www.shop.example.com', true],
    ['/activities', false],
    ['mailto:a@b.c', false],
    ['tel:+32000', false],
    ['#', false],
    ['httpfoo', true],
  ])('%s external: %s', (href, external) => {
    expect(isExternalLink(href, 'shop.example.com')).toBe(external);
  });

  it('opens external links in a new tab', () => {
    expect(linkTarget('https://other.org', 'shop.example.com')).toEqual({
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(linkTarget('/blog', 'shop.example.com').target).toBeUndefined();
    expect(hrefHostname('https://[::1]:8080/x')).toBe('[::1]');
  });
});

describe('language prefix', () => {
  it.each([
    ['/blog', 'fr', '/fr/blog'],
    ['/', 'en', '/en/'],
    ['/fr/blog', 'fr', '/fr/blog'],
    ['/fr', 'fr', '/fr'],
    ['/french-class', 'fr', '/fr/french-class'],
    ['/blog', null, '/blog'],
    ['/blog', '', '/blog'],
    ['https://x.org/blog', 'fr', 'https://x.org/blog'],
    ['//cdn.example.org/x', 'fr', '//cdn.example.org/x'],
    ['#', 'fr', '#'],
    ['blog', 'fr', 'blog'],
  ])('%s with %s → %s', (href, language, expected) => {
    expect(localizedHref(href, language)).toBe(expected);
  });

  it('removes the language segment', () => {
    expect(withoutLanguage('/fr/blog', 'fr')).toBe('/blog');
    expect(withoutLanguage('/fr', 'fr')).toBe('/');
    expect(withoutLanguage('/french', 'fr')).toBe('/french');
  });
});

describe('nav and footer links', () => {
  it('an empty nav href becomes #', () => {
    expect(navLinkHref('')).toBe('#');
    expect(navLinkHref('  ')).toBe('#');
    expect(navLinkHref(null)).toBe('#');
    expect(navLinkHref('/blog')).toBe('/blog');
  });

  it('a footer link without address is plain text', () => {
    expect(footerLinkHref('')).toBeNull();
    expect(footerLinkHref(undefined)).toBeNull();
    expect(footerLinkHref('#')).toBeNull();
    expect(footerLinkHref('/terms')).toBe('/terms');
  });

  it('a link with children opens a popover, with grandchildren a mega menu', () => {
    const leaf = { children: [] };
    expect(navLinkMenu(leaf)).toBe('link');
    expect(navLinkMenu({ children: [leaf, leaf] })).toBe('popover');
    expect(navLinkMenu({ children: [leaf, { children: [leaf] }] })).toBe('mega');
  });
});

describe('contact links', () => {
  it('builds mailto and tel addresses', () => {
    expect(mailtoHref(' bonjour@petits-sportifs.be ')).toBe('mailto:bonjour@petits-sportifs.be');
    expect(telHref('+32 2 555 12 34')).toBe('tel:+3225551234');
    expect(telHref('02/555.12.34')).toBe('tel:025551234');
  });
});

describe('login and register links', () => {
  it('carry the current path and query as redirect', () => {
    expect(authLinkHrefs({ pathname: '/activities/judo', search: '?age=7&page_number=2' })).toEqual({
      login: '/auth/login?redirect=%2Factivities%2Fjudo%3Fage%3D7%26page_number%3D2',
      register: '/auth/register?redirect=%2Factivities%2Fjudo%3Fage%3D7%26page_number%3D2',
    });
    expect(authLinkHrefs({ pathname: '/', search: '' }).login).toBe('/auth/login?redirect=%2F');
    expect(authLinkHrefs({ pathname: '/blog', search: 'page=2' }).login).toBe(
      '/auth/login?redirect=%2Fblog%3Fpage%3D2',
    );
  });

  it('are plain on an auth page', () => {
    expect(isAuthPath('/auth/password')).toBe(true);
    expect(isAuthPath('/authors')).toBe(false);
    expect(authLinkHrefs({ pathname: '/auth/register', search: '?redirect=%2Fcheckout' })).toEqual({
      login: '/auth/login',
      register: '/auth/register',
    });
  });
});

describe('tabs of links', () => {
  it('is current when path and query parameters match, in any order', () => {
    expect(isCurrentTab('/activities?a=1&b=2', { pathname: '/activities', search: '?b=2&a=1' })).toBe(true);
    expect(isCurrentTab('/activities/', { pathname: '/activities', search: '' })).toBe(true);
    expect(isCurrentTab('/activities', { pathname: '/activities', search: '?a=1' })).toBe(false);
    expect(isCurrentTab('/activities?a=1', { pathname: '/activities', search: '?a=2' })).toBe(false);
    expect(isCurrentTab('/activities?a=1', { pathname: '/blog', search: '?a=1' })).toBe(false);
    expect(isCurrentTab('/activities?q=a+b', { pathname: '/activities', search: 'q=a%20b' })).toBe(true);
    expect(isCurrentTab('/activities#top', { pathname: '/activities', search: '' })).toBe(true);
  });

  it('compares in the current language', () => {
    expect(isCurrentTab('/activities?x=1', { pathname: '/fr/activities', search: 'x=1' }, 'fr')).toBe(true);
    expect(isCurrentTab('/activities?x=1', { pathname: '/activities', search: 'x=1' }, 'fr')).toBe(false);
  });
});

describe('shell flags', () => {
  it('a path change closes everything; the same path keeps the flags', () => {
    const open = { mobileMenuOpen: true, submenu: 'm1', cartOpen: true };
    expect(afterPathChange(open, '/a', '/b')).toEqual({
      mobileMenuOpen: false,
      submenu: null,
      cartOpen: false,
    });
    expect(afterPathChange(open, '/a', '/a')).toEqual(open);
  });
});

describe('timing and interface', () => {
  it('tab-strip edges, loader', () => {
    expect(tabStripEdges({ scrollLeft: 0, scrollWidth: 1000, clientWidth: 400 })).toEqual({
      start: false,
      end: true,
    });
    expect(tabStripEdges({ scrollLeft: 25, scrollWidth: 1000, clientWidth: 400 })).toEqual({
      start: true,
      end: true,
    });
    expect(tabStripEdges({ scrollLeft: 580, scrollWidth: 1000, clientWidth: 400 })).toEqual({
      start: true,
      end: false,
    });
    expect(tabStripEdges({ scrollLeft: 24, scrollWidth: 448, clientWidth: 400 })).toEqual({
      start: false,
      end: false,
    });
    expect(loaderRemainingMs(1000, 1100)).toBe(250);
    expect(loaderRemainingMs(1000, 1500)).toBe(0);
  });
});
