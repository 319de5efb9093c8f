import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { availability, availabilityDetail, activity as hipHop } from '../catalogue/availability/fixtures';
import { createI18n } from '../i18n/i18n';
import { pinnedClock } from '../kit/clock/clock';
import { fetchAnswering, TEST_NOW, testWebsite, visitorSession } from '../testing/fixtures';
import { createApi } from './api';
import {
  type DocumentHead,
  documentHeadHtml,
  documentHeadOf,
  jsonForScript,
  shortText,
} from './document-head';
import { createAppRouter } from './router';

/**
 * The head of real routes: the storefront's route table on a memory history, its `head` options run by the
 * router against a fake API, then merged by documentHeadOf as the server and the DocumentHead component do.
 */
const ORIGIN = 'https://petits-sportifs.be';
const WEBSITE = { ...testWebsite, organiser: { ...testWebsite.organiser, logo: '/media/logo.svg' } };

const ARTICLE = {
  cuid: 'ps-blog-1',
  slug: 'rentree',
  title: 'La rentrée </script><script>alert(1)</script> & co',
  content: `<p>Les stages <strong>reprennent</strong> en septembre.</p>${'<p>Encore du texte à lire. </p>'.repeat(20)}`,
  created_at: '2026-09-01T08:00:00.000Z',
  images: [{ public_url: '/media/rentree.svg' }],
};

const HOME = {
  title: 'Accueil',
  description: 'Stages pour enfants à Bruxelles',
  pathname: '/',
  type: 'DEFAULT',
  content: [],
};

const FULL = availabilityDetail({
  capacity: 10,
  registered: 10,
  // The fixture's Schaerbeek venue with its coordinates: the event's Place carries them.
  location: { ...availability().location, latitude: 50.8609, longitude: 4.3727 },
  registrations_start_at: '2030-09-01T08:00:00.000Z',
  registrations_end_at: '2030-11-10T22:00:00.000Z',
});

const fetch = fetchAnswering(({ url }) => {
  const path = url.pathname;
  if (path === '/api/website') return { body: { website: WEBSITE } };
  if (path === '/api/session') return { body: visitorSession };
  if (path === '/api/website/pages')
    return url.searchParams.get('pathname') === '/' ? { body: { page: HOME } } : undefined;
  if (path === '/api/blog/articles') return { body: { data: [ARTICLE], count: 1, offset: 0, limit: 12 } };
  if (path === '/api/blog/articles/rentree') return { body: { article: ARTICLE } };
  if (path === `/api/activities/${hipHop.slug}`) return { body: { activity: hipHop } };
  if (path === `/api/availabilities/${FULL.cuid}`) return { body: { availability: FULL } };
  return undefined;
});

/** The head of `url` ("/fr/blog"), as the router shows it once loaded. */
async function headAt(url: string): Promise<DocumentHead> {
  const language = url.startsWith('/en') ? 'en' : url.startsWith('/fr') ? 'fr' : null;
  const i18n = await createI18n(language ?? 'fr');
  const router = createAppRouter(
    { api: createApi(fetch), i18n, language, clock: pinnedClock(TEST_NOW) },
    createMemoryHistory({ initialEntries: [url] }),
  );
  await router.load();
  return documentHeadOf(router.state.matches, ORIGIN);
}

const ofType = (head: DocumentHead, type: string) =>
  head.jsonLd.find((data) => (data as { '@type'?: string })['@type'] === type) as
    | Record<string, unknown>
    | undefined;

describe('documentHeadOf', () => {
  it('names a public page after the page and the organiser, with canonical and hreflang URLs', async () => {
    const head = await headAt('/fr/blog?page_number=2&utm_source=newsletter&utm_medium=mail');
    expect(head.title).toBe('Blog – page 2 · Les Petits Sportifs');
    expect(head.description).toBe('Actualités et articles de Les Petits Sportifs.');
    expect(head.robots).toBeNull();
    // The tracking parameters are gone; the list's page stays.
    expect(head.canonical).toBe(`${ORIGIN}/fr/blog?page_number=2`);
    expect(head.alternates).toEqual([
      { hreflang: 'fr', href: `${ORIGIN}/fr/blog?page_number=2` },
      { hreflang: 'en', href: `${ORIGIN}/en/blog?page_number=2` },
      { hreflang: 'x-default', href: `${ORIGIN}/blog?page_number=2` },
    ]);
    expect(head.openGraph).toMatchObject({
      'og:title': 'Blog – page 2',
      'og:url': `${ORIGIN}/fr/blog?page_number=2`,
      'og:site_name': 'Les Petits Sportifs',
      'og:locale': 'fr_BE',
      'og:image': `${ORIGIN}/media/logo.svg`,
    });
    expect(head.twitter).toMatchObject({ 'twitter:card': 'summary_large_image' });
  });

  it('home: the page title and the Organization', async () => {
    const head = await headAt('/en/');
    expect(head.title).toBe('Accueil · Les Petits Sportifs');
    expect(head.description).toBe('Stages pour enfants à Bruxelles');
    expect(head.canonical).toBe(`${ORIGIN}/en`);
    expect(ofType(head, 'Organization')).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Les Petits Sportifs',
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/media/logo.svg`,
    });
  });

  it('without a language in the URL the canonical carries the organiser’s', async () => {
    const head = await headAt('/blog');
    expect(head.canonical).toBe(`${ORIGIN}/fr/blog`);
    expect(head.title).toBe('Blog · Les Petits Sportifs');
  });

  it('activity: its name, its description as short plain text, a Course with its price in euros', async () => {
    const head = await headAt(`/en/activities/${hipHop.slug}`);
    expect(head.title).toBe('Hip-hop & danse urbaine · Les Petits Sportifs');
    expect(head.description).toBe('Chorégraphies et freestyle.');
    expect(head.openGraph['og:image']).toBe(`${ORIGIN}/media/hip-hop.svg`);
    expect(ofType(head, 'Course')).toMatchObject({
      name: 'Hip-hop & danse urbaine',
      url: `${ORIGIN}/en/activities/${hipHop.slug}`,
      image: [`${ORIGIN}/media/hip-hop.svg`],
      provider: { '@type': 'Organization', name: 'Les Petits Sportifs', url: `${ORIGIN}/` },
      offers: { '@type': 'Offer', price: '180.00', priceCurrency: 'EUR' },
    });
  });

  it('availability: an EducationEvent with dates, address and a sold-out offer when no seat is free', async () => {
    const fr = await headAt(`/fr/availabilities/${FULL.cuid}`);
    expect(fr.title).toBe('Hip-hop & danse urbaine – à partir du 12 novembre 2030 · Les Petits Sportifs');
    expect(ofType(fr, 'EducationEvent')).toMatchObject({
      name: 'Hip-hop & danse urbaine',
      startDate: '2030-11-12T17:00:00.000Z',
      endDate: '2030-11-19T18:30:00.000Z',
      remainingAttendeeCapacity: 0,
      location: {
        '@type': 'Place',
        name: 'Atelier de la Chaussée de Haecht',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Chaussée de Haecht 147',
          postalCode: '1030',
          addressLocality: 'Schaerbeek',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 50.8609, longitude: 4.3727 },
      },
      offers: {
        price: '180.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/SoldOut',
        validFrom: '2030-09-01T08:00:00.000Z',
        validThrough: '2030-11-10T22:00:00.000Z',
      },
    });
    const en = await headAt(`/en/availabilities/${FULL.cuid}`);
    expect(en.title).toBe('Hip-hop & danse urbaine – from 12 November 2030 · Les Petits Sportifs');
  });

  it('blog article: an Article, og:type article, the text of its content shortened', async () => {
    const head = await headAt('/en/blog/rentree');
    expect(head.title).toBe(`${ARTICLE.title} · Les Petits Sportifs`);
    expect(head.openGraph['og:type']).toBe('article');
    expect(head.description?.startsWith('Les stages reprennent en septembre. Encore du texte')).toBe(true);
    expect(head.description?.length).toBeLessThanOrEqual(160);
    expect(head.description?.endsWith('…')).toBe(true);
    expect(ofType(head, 'Article')).toMatchObject({
      headline: ARTICLE.title,
      datePublished: ARTICLE.created_at,
      publisher: { name: 'Les Petits Sportifs' },
    });
  });

  it('auth, checkout, cart, account and preview pages are noindex, without hreflang', async () => {
    for (const [url, title] of [
      ['/fr/auth/login', 'Connexion'],
      ['/en/checkout', 'Checkout'],
      ['/fr/cart/add', 'Ajouter au panier'],
      ['/fr/account/profile', 'Mon profil'],
      ['/en/account/registrations', 'My registrations'],
      ['/fr/?preview=true', 'Accueil'],
    ] as const) {
      const head = await headAt(url);
      expect(head.robots, url).toBe('noindex');
      expect(head.alternates, url).toEqual([]);
      expect(head.title, url).toBe(`${title} · Les Petits Sportifs`);
    }
  });

  it('a path nothing answers is the page-not-found page, noindex', async () => {
    for (const url of ['/fr/nulle-part/du-tout', '/fr/page-not-found', '/fr/activities/no-such-activity']) {
      const head = await headAt(url);
      expect(head.title, url).toBe('Page introuvable · Les Petits Sportifs');
      expect(head.robots, url).toBe('noindex');
      expect(head.jsonLd, url).toEqual([]);
    }
  });
});

describe('documentHeadHtml', () => {
  it('escapes every text and marks every tag data-head', async () => {
    const head = await headAt('/en/blog/rentree');
    const html = documentHeadHtml(head);
    expect(html).toContain(
      '<title data-head>La rentrée &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; co · Les Petits Sportifs</title>',
    );
    expect(html).toContain(`<link data-head rel="canonical" href="${ORIGIN}/en/blog/rentree">`);
    expect(html).toContain(
      `<link data-head rel="alternate" hreflang="x-default" href="${ORIGIN}/blog/rentree">`,
    );
    expect(html).toContain('<meta data-head property="og:type" content="article">');
    expect(html).toContain('<meta data-head name="twitter:card" content="summary_large_image">');
    // The only </script> is the one closing the JSON-LD.
    expect(html.match(/<\/script>/gi)).toHaveLength(1);
    expect(html).not.toMatch(/<script>/i);
    const tags = html.split('\n');
    expect(tags.every((tag) => /^<(title|meta|link|script) data-head[ >]/.test(tag))).toBe(true);
    // The JSON-LD reads back as it was.
    const json = /<script data-head type="application\/ld\+json">(.*)<\/script>/.exec(html)?.[1] ?? '';
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(head.jsonLd[0]);
  });

  it('quotes in attributes and noindex', () => {
    const html = documentHeadHtml({
      title: 'A "quoted" <title>',
      description: `It's "x" & <y>`,
      canonical: null,
      alternates: [],
      robots: 'noindex',
      openGraph: { 'og:title': '"><script>' },
      twitter: {},
      jsonLd: [],
    });
    expect(html).toBe(
      [
        '<title data-head>A &quot;quoted&quot; &lt;title&gt;</title>',
        '<meta data-head name="description" content="It&#39;s &quot;x&quot; &amp; &lt;y&gt;">',
        '<meta data-head name="robots" content="noindex">',
        '<meta data-head property="og:title" content="&quot;&gt;&lt;script&gt;">',
      ].join('\n'),
    );
  });

  it('jsonForScript escapes what could close or open markup and JSON reads it back', () => {
    const data = { text: '</script><!-- & \u2028 -->' };
    const text = jsonForScript(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('shortText', () => {
  it('reduces HTML to text and cuts at a word with an ellipsis', () => {
    expect(shortText('<p>Un <b>deux</b></p><p>trois</p>')).toBe('Un deux trois');
    expect(shortText(null)).toBeNull();
    expect(shortText('<p> </p>')).toBeNull();
    expect(shortText('un deux trois quatre', 12)).toBe('un deux…');
    // On the server (no DOMParser, as here) character references are decoded too.
    expect(shortText('<p>Sport &amp; jeux&nbsp;: l&#39;&eacute;t&#xE9;</p>')).toBe(
      "Sport & jeux : l'&eacute;té",
    );
  });
});
