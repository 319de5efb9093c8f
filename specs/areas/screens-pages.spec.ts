import assert from 'node:assert/strict';
import { defineArea } from '../book';
import { EN_HOST, expectScreen, mainText, renderedPage, sectionText } from '../pages';

/**
 * Part 1 §2's screens as the server renders them for a visitor (the built storefront on the demo data,
 * specs/pages.ts): what the first bytes a browser receives already hold, before any script runs. What
 * only a click shows (drawers, dialogs, menus) is checked by the journeys in Chromium (specs/e2e).
 */
const SOURCE = 'part 1 §2';

/** A row of "Default website pages (title, pathname)": the path renders its page on both demo sites. */
function inBothLanguages(path: string, heading: RegExp): () => Promise<void> {
  return async () => {
    const fr = await expectScreen(`/fr${path}`);
    assert.match(fr.heading, heading, `/fr${path}: heading ${fr.heading}`);
    assert.match(fr.title, /Les Petits Sportifs$/, `/fr${path}: title ${fr.title}`);
    const en = await expectScreen(`/en${path}`, EN_HOST);
    assert.match(en.title, /Academy/i, `/en${path}: title ${en.title}`);
  };
}

const FR_ARTICLE = 'bien-preparer-le-sac-de-stage';

export default defineArea({
  area: 'SCR',
  title: 'Screens and routes as the server renders them',
  rules: [
    {
      id: 'SCR-01',
      source: SOURCE,
      sentence: '| home | / |',
      kind: 'page',
      check: inBothLanguages('/', /Des stages qui font bouger/),
    },
    {
      id: 'SCR-02',
      source: SOURCE,
      sentence: '| blog | /blog |',
      kind: 'page',
      check: inBothLanguages('/blog', /^Blog$/),
    },
    {
      id: 'SCR-03',
      source: SOURCE,
      sentence: '| blog article | /blog/$article |',
      kind: 'page',
      check: async () => {
        const page = await expectScreen(`/fr/blog/${FR_ARTICLE}`);
        assert.equal(page.heading, 'Bien préparer le sac de stage');
        assert.equal((await renderedPage('/fr/blog/no-such-article')).status, 404);
      },
    },
    {
      id: 'SCR-04',
      source: SOURCE,
      sentence: '| checkout | /checkout |',
      kind: 'page',
      check: inBothLanguages('/checkout', /Commande/),
    },
    {
      id: 'SCR-05',
      source: SOURCE,
      sentence: '| checkout success | /checkout/$cart/success |',
      kind: 'page',
      check: inBothLanguages('/checkout/any-cart/success', /Commande/),
    },
    {
      id: 'SCR-06',
      source: SOURCE,
      sentence: '| page not found | /page-not-found |',
      kind: 'page',
      check: async () => {
        const page = await expectScreen('/fr/page-not-found');
        assert.equal(page.heading, 'Page introuvable');
        // Any other unknown address shows the same screen, answered 404 so it is not indexed.
        const unknown = await renderedPage('/fr/no/such/page');
        assert.equal(unknown.status, 404);
        assert.equal(unknown.heading, 'Page introuvable');
      },
    },
    {
      id: 'SCR-07',
      source: SOURCE,
      sentence: '| login | /auth/login |',
      kind: 'page',
      check: inBothLanguages('/auth/login', /^Connexion$/),
    },
    {
      id: 'SCR-08',
      source: SOURCE,
      sentence: '| customer registration | /auth/register |',
      kind: 'page',
      check: inBothLanguages('/auth/register', /Créer votre compte/),
    },
    {
      id: 'SCR-09',
      source: SOURCE,
      sentence: '| forgotten password | /auth/password |',
      kind: 'page',
      check: inBothLanguages('/auth/password', /Mot de passe oublié/),
    },
    {
      id: 'SCR-10',
      source: SOURCE,
      sentence: '| newsletter unsubscribe | /newsletters/unsubscribe |',
      kind: 'page',
      check: inBothLanguages('/newsletters/unsubscribe', /désinscrire/),
    },
    {
      id: 'SCR-11',
      source: SOURCE,
      sentence: '| terms | /terms |',
      kind: 'page',
      check: inBothLanguages('/terms', /Conditions générales/),
    },
    {
      id: 'SCR-12',
      source: SOURCE,
      sentence: '| activity detail | /activities/$activity |',
      kind: 'page',
      check: async () => {
        const page = await expectScreen('/fr/activities/hip-hop-ados');
        assert.equal(page.heading, 'Hip-hop & danse urbaine (ados)');
        assert.equal((await renderedPage('/fr/activities/no-such-activity')).status, 404);
      },
    },
    {
      id: 'SCR-13',
      source: SOURCE,
      sentence: '| bundle detail | /bundles/$bundle |',
      kind: 'page',
      check: async () => {
        const page = await expectScreen('/fr/bundles/ps-bundle-carte-10');
        assert.equal(page.heading, 'Carte 10 séances');
        assert.match(mainText(page), /€/, 'the bundle shows its price');
      },
    },
    {
      id: 'SCR-14',
      source: SOURCE,
      sentence: '| availability page (type AVAILABILITY) | /$availability |',
      kind: 'page',
      check: async () => {
        // A one-segment path is looked up among the website's pages; one no page has is not found.
        const page = await expectScreen('/fr/stages');
        assert.equal(page.heading, 'Stages de vacances');
        assert.equal((await renderedPage('/fr/no-such-page')).status, 404);
      },
    },
    {
      id: 'SCR-15',
      source: SOURCE,
      sentence: '| voucher detail | /vouchers/$voucher |',
      kind: 'page',
      check: async () => {
        const page = await expectScreen('/fr/vouchers/ps-voucher-25');
        assert.equal(page.heading, 'Bon cadeau 25 €');
      },
    },
    {
      id: 'SCR-16',
      source: SOURCE,
      sentence: '| membership detail | /memberships/$membership |',
      kind: 'page',
      check: async () => {
        const page = await expectScreen('/fr/memberships/ps-membership-club');
        assert.equal(page.heading, 'Carte de membre du club');
      },
    },
    {
      id: 'SCR-17',
      source: SOURCE,
      sentence: '| add availabilities to cart | /cart/add |',
      kind: 'page',
      check: inBothLanguages('/cart/add', /Aucune sélection/),
    },
    {
      id: 'SCR-18',
      source: SOURCE,
      sentence: '| add resource bookings to cart | /cart/bookings/add |',
      kind: 'page',
      check: inBothLanguages('/cart/bookings/add', /Réserver une ressource/),
    },
    {
      id: 'SCR-19',
      source: SOURCE,
      sentence:
        'Other routes seen: /availabilities/$availability (detail), /availabilities/{activity slug}/{availability cuid} (cart item link), /resources/{resource cuid}, /activities/{slug}/{cuid} (activity cards), /bundles/{cuid}, /cart/registrations/request and /cart/registrations/request/{activity}?tier=... , /memberships/{cuid}, /vouchers/{cuid}.',
      kind: 'page',
      check: async () => {
        const availability = await expectScreen('/fr/availabilities/ps-av-hip-hop-t1');
        assert.equal(availability.heading, 'Hip-hop & danse urbaine (ados)');
        const cartItemLink = await expectScreen('/fr/availabilities/hip-hop-ados/ps-av-hip-hop-t1');
        assert.equal(cartItemLink.heading, 'Hip-hop & danse urbaine (ados)');
        assert.equal((await expectScreen('/fr/resources/ps-res-salle')).heading, 'Salle polyvalente');
        await expectScreen('/fr/cart/registrations/request');
      },
    },
    {
      id: 'SCR-20',
      source: SOURCE,
      sentence:
        'Links are prefixed with the current language code when a language is set and the path starts with a slash.',
      kind: 'page',
      check: async () => {
        for (const [path, host, language] of [
          ['/fr/', undefined, 'fr'],
          ['/fr/stages', undefined, 'fr'],
          ['/en/', EN_HOST, 'en'],
        ] as const) {
          const page = await renderedPage(path, host);
          const internal = page.links.filter((href) => href.startsWith('/'));
          assert.ok(internal.length > 5, `${path}: too few links to judge`);
          const unprefixed = internal.filter(
            (href) => href !== `/${language}` && !href.startsWith(`/${language}/`),
          );
          assert.deepEqual(unprefixed, [], `${path}: links without /${language}`);
        }
      },
    },
    {
      id: 'SCR-21',
      source: SOURCE,
      sentence:
        "Top bar: contact e-mail and phone as mailto and tel links; an announcement with optional link; either the account link (greeting with the customer's firstname) and logout, or login and register.",
      kind: 'page',
      check: async () => {
        const page = await renderedPage('/fr/');
        const topBar = sectionText(page, /<section class="topbar"/, 'section');
        assert.ok(page.links.includes('mailto:bonjour@petits-sportifs.be'), 'mailto link');
        assert.ok(page.links.includes('tel:+3225551234'), 'tel link');
        assert.match(topBar, /Inscriptions ouvertes/, 'the announcement');
        // A visitor: login and register, each coming back to the page.
        assert.ok(page.links.includes('/fr/auth/login?redirect=%2F'), 'login link');
        assert.ok(page.links.includes('/fr/auth/register?redirect=%2F'), 'register link');
      },
    },
    {
      id: 'SCR-22',
      source: SOURCE,
      sentence:
        'Footer: organiser name, logo and quote, navigation columns (links without an address render as plain text), and a copyright line.',
      kind: 'page',
      check: async () => {
        const footer = sectionText(await renderedPage('/fr/'), /<footer\b/, 'footer');
        assert.match(footer, /Les Petits Sportifs/, 'organiser name');
        assert.match(footer, /Bouger, créer, grandir ensemble\./, 'quote');
        assert.match(footer, /© \d{4} Les Petits Sportifs/, 'copyright line');
      },
    },
    {
      id: 'SCR-23',
      source: SOURCE,
      sentence:
        '/auth/password: request a link by e-mail; with a token query parameter it shows the new-password form.',
      kind: 'page',
      check: async () => {
        const request = await expectScreen('/fr/auth/password');
        assert.match(request.html, /<input[^>]*type="email"/, 'an e-mail field');
        assert.doesNotMatch(request.html, /<input[^>]*type="password"/);
        const reset = await expectScreen('/fr/auth/password?token=some-token');
        assert.match(reset.heading, /nouveau mot de passe/);
        assert.match(reset.html, /<input[^>]*type="password"/, 'a new-password field');
      },
    },
    {
      id: 'SCR-24',
      source: SOURCE,
      sentence: '/blog: article list, 12 per page, pagination, empty state; items link to /blog/{slug}.',
      kind: 'page',
      check: async () => {
        const page = await expectScreen('/fr/blog');
        const articles = new Set(page.links.filter((href) => /^\/fr\/blog\/[a-z0-9-]+$/.test(href)));
        // The demo site has 6 articles: all on the first page of 12.
        assert.equal(articles.size, 6);
        assert.ok(articles.has(`/fr/blog/${FR_ARTICLE}`));
      },
    },
    {
      id: 'SCR-25',
      source: SOURCE,
      sentence:
        '/cart/add?availabilities={cuids} or ?dates={cuids} (comma-separated): preview of selected availabilities, each removable, beside a multi-availability add form; empty state when none.',
      kind: 'page',
      check: async () => {
        const none = await expectScreen('/fr/cart/add');
        assert.equal(none.heading, 'Aucune sélection');
        const chosen = await expectScreen('/fr/cart/add?availabilities=ps-av-hip-hop-t1');
        assert.equal(chosen.heading, 'Ajouter au panier');
        assert.match(mainText(chosen), /Hip-hop & danse urbaine \(ados\)/, 'the selected availability');
      },
    },
  ],
});
