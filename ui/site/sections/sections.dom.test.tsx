// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../testing/fixtures';
import { PageContent } from '../PageContent';
import { block, fakeFetch, renderInSite, section } from '../test-utils';

afterEach(cleanup);

const image = (name: string) => [{ public_url: `/media/${name}.svg` }];

const BUNDLE = {
  id: 1,
  cuid: 'ps-bundle-carte-10',
  title: 'Carte 10 séances',
  price: 11000,
  images: image('carte'),
  description: '<p>Dix séances au choix.</p>',
  capacity: 10,
  duration: 31_536_000,
  expires_at: null,
  entity: 'PARTICIPANTS',
};
const MEMBERSHIP = {
  id: 2,
  cuid: 'ps-membership-natation',
  title: 'Abonnement natation',
  price: 32000,
  images: image('natation'),
  description: null,
  entity: 'PARTICIPANTS',
  period_type: 'FIXED',
  rolling_period_type: null,
  rolling_period_duration: null,
  fixed_period_start_at: '2026-08-31T22:00:00.000Z',
  fixed_period_end_at: '2027-06-30T21:59:00.000Z',
};
const VOUCHER = {
  id: 1,
  cuid: 'ps-voucher-25',
  title: 'Bon cadeau 25 €',
  price: 2500,
  duration: 31_536_000,
  images: image('bon'),
  description: '<p>À utiliser sur tous nos stages.</p>',
};
const ACTIVITY = {
  id: 13,
  cuid: 'ps-act-anniversaire',
  title: 'Anniversaire sportif',
  slug: 'anniversaire-sportif',
  description: '<p>Trois heures de jeux.</p>',
  images: image('gateau'),
  instructions: null,
  age_minimum: 5,
  age_maximum: 12,
  default_capacity: 1,
  default_price: 22000,
  default_deposit: 7500,
  categories: [
    { cuid: 'sport', title: 'Sport', order: 1, group: { cuid: 'theme', title: 'Thème', scope: 'PRIMARY' } },
    {
      cuid: 'age',
      title: '6–9 ans',
      order: 2,
      group: { cuid: 'ages', title: 'Tranche d’âge', scope: 'SECONDARY' },
    },
  ],
  registration_flow: 'DIRECT',
  settings: { allow_registrations_after_start: false },
};
const ARTICLE = {
  cuid: 'a1',
  slug: 'bien-preparer-le-sac',
  title: 'Bien préparer le sac de stage',
  content: '<p>Une gourde et des collations.</p>',
  created_at: '2026-11-20T09:00:00.000Z',
  images: image('sac'),
};

describe('layout sections', () => {
  it('split hero opening the page: label, h1 title, sanitised description, image, layout and origin', async () => {
    await renderInSite(
      <PageContent
        title="Accueil"
        content={[
          section('hero', 'split-hero', {
            label: 'Vacances scolaires',
            title: 'Des stages qui font bouger',
            description: '<p>De 3 à 17 ans.</p><img src=x onerror="window.hacked=1">',
            image: '/media/hero.svg',
            layout: 'full-width',
            origin: 'right',
          }),
          section('hero2', 'split-hero', { title: 'Deuxième héros' }),
        ]}
      />,
    );
    const title = await screen.findByRole('heading', { level: 1, name: 'Des stages qui font bouger' });
    const hero = title.closest('.site-hero') as HTMLElement;
    expect(hero.dataset.layout).toBe('full-width');
    expect(hero.dataset.origin).toBe('right');
    expect(within(hero).getByText('Vacances scolaires')).toBeTruthy();
    expect(within(hero).getByText('De 3 à 17 ans.')).toBeTruthy();
    expect(hero.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Deuxième héros' })).toBeTruthy();
    // The hero gives the page its h1: no other h1.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('banner, header, basic, container, flex and grid containers render their children', async () => {
    await renderInSite(
      <PageContent
        title="Accueil"
        content={[
          section('banner', 'banner', { title: 'Apprendre en construisant', image: '/media/b.svg' }),
          section('header', 'header', { title: 'Nos cours', subtitle: 'Toute l’année' }),
          section('container', 'container', { display: 'flex' }, [
            block('p1', 'paragraph', { text: 'Dans un conteneur' }),
          ]),
          section('flex', 'flex-container', {}, [block('p2', 'paragraph', { text: 'En ligne' })]),
          section('grid', 'grid-container', { columns: 3 }, [
            block('f1', 'feature', { title: 'Un' }),
            block('f2', 'feature', { title: 'Deux' }),
          ]),
        ]}
      />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Apprendre en construisant' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Nos cours' })).toBeTruthy();
    expect(screen.getByText('Dans un conteneur').closest('.site-container--flex')).toBeTruthy();
    expect((screen.getByText('En ligne').closest('.site-flex') as HTMLElement).style.gap).toBe('1rem');
    const grid = screen.getByRole('heading', { name: 'Un' }).closest('.site-grid') as HTMLElement;
    expect(grid.style.getPropertyValue('--site-grid-columns')).toBe('3');
    expect(grid.style.gap).toBe('2rem');
  });
});

describe('list sections', () => {
  it('latest blog articles: limit 3 by default, cards to /blog/{slug}', async () => {
    const api = fakeFetch({
      '/api/blog/articles': () => ({ body: { data: [ARTICLE], count: 1, offset: 0, limit: 3 } }),
    });
    await renderInSite(
      <PageContent
        title="Accueil"
        content={[
          section('latest', 'latest-blog-articles', {}, [block('t', 'heading', { text: 'Nos nouvelles' })]),
        ]}
      />,
      { fetch: api.fetch },
    );
    const link = await screen.findByRole('link', { name: 'Bien préparer le sac de stage' });
    expect(link.getAttribute('href')).toBe('/blog/bien-preparer-le-sac');
    expect(api.calls[0]?.searchParams.get('limit')).toBe('3');
    expect(screen.getByText('Une gourde et des collations.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tous les articles' }).getAttribute('href')).toBe('/blog');
  });

  it('bundles, memberships and vouchers cards link to their pages; listed ids are asked for', async () => {
    const api = fakeFetch({
      '/api/bundles': () => ({ body: { data: [BUNDLE], count: 1 } }),
      '/api/memberships': () => ({ body: { data: [MEMBERSHIP], count: 1 } }),
      '/api/vouchers': () => ({ body: { data: [VOUCHER], count: 1 } }),
    });
    await renderInSite(
      <PageContent
        title="Formules"
        content={[
          section('b', 'bundles-cards-grid', { columns: 3 }),
          section('m', 'memberships-cards-grid', { memberships: [2], columns: 2 }),
          section('v', 'vouchers-cards-grid', { vouchers: [1, 2] }),
        ]}
      />,
      { fetch: api.fetch },
    );
    expect((await screen.findByRole('link', { name: 'Carte 10 séances' })).getAttribute('href')).toBe(
      '/bundles/ps-bundle-carte-10?from=%2Ftest',
    );
    expect((await screen.findByRole('link', { name: 'Abonnement natation' })).getAttribute('href')).toBe(
      '/memberships/ps-membership-natation?from=%2Ftest',
    );
    expect((await screen.findByRole('link', { name: 'Bon cadeau 25 €' })).getAttribute('href')).toBe(
      '/vouchers/ps-voucher-25?from=%2Ftest',
    );
    const bundle = screen.getByRole('link', { name: 'Carte 10 séances' }).closest('article') as HTMLElement;
    expect(within(bundle).getByText(/10 inscriptions/)).toBeTruthy();
    expect(within(bundle).getByText(/Valable 1 an après l’achat/)).toBeTruthy();
    expect(within(bundle).getByText('Dix séances au choix.')).toBeTruthy();
    expect(bundle.querySelector('.site-card__price')?.textContent).toMatch(/110,00/);
    const membership = screen
      .getByRole('link', { name: 'Abonnement natation' })
      .closest('article') as HTMLElement;
    expect(within(membership).getByText(/Du 1 septembre 2026 au 30 juin 2027/)).toBeTruthy();
    const voucher = screen.getByRole('link', { name: 'Bon cadeau 25 €' }).closest('article') as HTMLElement;
    expect(within(voucher).getByText('Valable 1 an')).toBeTruthy();
    const byPath = (path: string) => api.calls.find((url) => url.pathname === path);
    expect(byPath('/api/memberships')?.searchParams.get('id')).toBe('2');
    expect(byPath('/api/vouchers')?.searchParams.get('id')).toBe('1,2');
    expect(byPath('/api/bundles')?.searchParams.get('limit')).toBe('20');
  });

  it('activities cards: /activities/{slug}/{cuid}, ages, primary categories, catalogue filter, page size by columns', async () => {
    const api = fakeFetch({ '/api/activities': () => ({ body: { data: [ACTIVITY], count: 1 } }) });
    await renderInSite(
      <PageContent
        title="Cours"
        content={[section('a', 'activities-cards-grid', { catalogs: [1], columns: 3 })]}
      />,
      { fetch: api.fetch },
    );
    const link = await screen.findByRole('link', { name: 'Anniversaire sportif' });
    expect(link.getAttribute('href')).toBe('/activities/anniversaire-sportif/ps-act-anniversaire');
    const card = link.closest('article') as HTMLElement;
    expect(within(card).getByText('De 5 à 12 ans')).toBeTruthy();
    expect(within(card).getByText('Thème : Sport')).toBeTruthy();
    expect(within(card).queryByText(/Tranche/)).toBeNull();
    expect(api.calls[0]?.searchParams.get('catalog')).toBe('1');
    expect(api.calls[0]?.searchParams.get('limit')).toBe('21');
    // Without the available-only setting, no `after`; pictures grey by default (part 2 §9).
    expect(api.calls[0]?.searchParams.has('after')).toBe(false);
    expect(card.classList.contains('site-card--grayscale')).toBe(true);
  });

  it('activities cards (issue 18 §18): available-only sends `after` (now, to the hour); the chosen properties only', async () => {
    const api = fakeFetch({ '/api/activities': () => ({ body: { data: [ACTIVITY], count: 1 } }) });
    await renderInSite(
      <PageContent
        title="Cours"
        content={[
          section('a', 'activities-cards-grid', {
            available_only: true,
            image_grayscale: false,
            properties: ['price'],
          }),
        ]}
      />,
      { fetch: api.fetch },
    );
    const link = await screen.findByRole('link', { name: 'Anniversaire sportif' });
    // The clock is pinned at TEST_NOW (09:00 sharp), so `after` is that very hour.
    expect(api.calls[0]?.searchParams.get('after')).toBe(TEST_NOW);
    const card = link.closest('article') as HTMLElement;
    expect(card.classList.contains('site-card--grayscale')).toBe(false);
    expect(card.querySelector('.site-card__media')).toBeNull();
    expect(within(card).queryByText('De 5 à 12 ans')).toBeNull();
    expect(within(card).getByText(/^À partir de/)).toBeTruthy();
  });

  it(
    'grids offer the filters their settings choose (issue 18 §18): search in the query, page 1 again, a filtered empty list',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      const api = fakeFetch({
        '/api/bundles': (url) => {
          const search = url.searchParams.get('search');
          const data = search === null || BUNDLE.title.includes(search) ? [BUNDLE] : [];
          return { body: { data, count: data.length } };
        },
        '/api/activities': () => ({ body: { data: [ACTIVITY], count: 1 } }),
        '/api/locations': () => ({ body: { data: [] } }),
        '/api/activities/periods': () => ({ body: { data: [] } }),
        '/api/categories/groups': () => ({
          body: {
            data: [
              {
                cuid: 'grp-theme',
                title: 'Thème',
                scope: 'PRIMARY',
                categories: [
                  { cuid: 'cat-sport', title: 'Sport', order: 1 },
                  { cuid: 'cat-art', title: 'Art', order: 2 },
                ],
              },
            ],
          },
        }),
      });
      const { router } = await renderInSite(
        <PageContent
          title="Formules"
          content={[
            section('b', 'bundles-cards-grid', { filters: ['search', 'date'] }),
            section('a', 'activities-cards-grid', { filters: ['category'] }),
            section('v', 'vouchers-cards-grid', {}),
          ]}
        />,
        { fetch: api.fetch },
      );
      // A <search> landmark named by its heading (jsdom knows no role for the element; Chromium does).
      const searches = (await screen.findAllByRole('heading', { name: 'Filtres' })).map(
        (heading) => heading.closest('search') as HTMLElement,
      );
      expect(searches.map((landmark) => landmark?.getAttribute('aria-labelledby'))).toEqual(
        (await screen.findAllByRole('heading', { name: 'Filtres' })).map((heading) => heading.id),
      );
      // Only the grids given filters show some, and only those they know (no date for bundles).
      expect(searches).toHaveLength(2);
      const [bundleFilters, activityFilters] = searches as [HTMLElement, HTMLElement];
      expect(within(bundleFilters).queryByRole('group', { name: /Date/ })).toBeNull();
      expect(within(bundleFilters).queryByRole('spinbutton')).toBeNull();
      await user.type(within(bundleFilters).getByRole('searchbox'), 'Zumba');
      expect(
        await screen.findByText('Aucun résultat ne correspond à ces filtres.', {}, { timeout: 3000 }),
      ).toBeTruthy();
      expect(router.state.location.search).toMatchObject({ search: 'Zumba' });
      const bundleCalls = api.calls.filter((url) => url.pathname === '/api/bundles');
      expect(bundleCalls.at(-1)?.searchParams.get('search')).toBe('Zumba');
      expect(bundleCalls.at(-1)?.searchParams.get('offset')).toBe('0');
      // The activities grid offers no search: the page's search does not reach it.
      const activityCalls = () => api.calls.filter((url) => url.pathname === '/api/activities');
      expect(activityCalls().every((url) => !url.searchParams.has('search'))).toBe(true);
      await user.click(within(activityFilters).getByRole('checkbox', { name: 'Sport' }));
      await screen.findByRole('link', { name: 'Anniversaire sportif' });
      expect(activityCalls().at(-1)?.searchParams.get('category-grp-theme')).toBe('cat-sport');
      expect(
        api.calls
          .filter((url) => url.pathname === '/api/vouchers')
          .every((url) => url.search.includes('search') === false),
      ).toBe(true);
    },
  );

  it('empty list, failed read and retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = fakeFetch({
      '/api/vouchers': () => ({ body: { data: [], count: 0 } }),
      '/api/bundles': () =>
        fail ? { status: 400, body: { error: 'BAD' } } : { body: { data: [BUNDLE], count: 1 } },
    });
    await renderInSite(
      <PageContent
        title="Formules"
        content={[section('v', 'vouchers-cards-grid', {}), section('b', 'bundles-cards-grid', {})]}
      />,
      { fetch: api.fetch },
    );
    expect(await screen.findByText('Aucun bon cadeau proposé pour le moment.')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Ce contenu n’a pas pu être chargé.')).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'Carte 10 séances' })).toBeTruthy();
  });

  it('pagination shows when the total exceeds the page size', async () => {
    const user = userEvent.setup();
    const api = fakeFetch({
      '/api/bundles': (url) => ({
        body: {
          data: [
            {
              ...BUNDLE,
              cuid: `b-${url.searchParams.get('offset')}`,
              title: `Pack ${url.searchParams.get('offset')}`,
            },
          ],
          count: 25,
        },
      }),
    });
    await renderInSite(<PageContent title="Packs" content={[section('b', 'bundles-cards-grid', {})]} />, {
      fetch: api.fetch,
    });
    expect(await screen.findByText('Page 1 sur 2 · 25 résultats')).toBeTruthy();
    const previous = screen.getByRole('button', { name: 'Précédent' });
    expect(previous.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByRole('link', { name: 'Pack 20' })).toBeTruthy();
    expect(screen.getByText('Page 2 sur 2 · 25 résultats')).toBeTruthy();
  });
});
