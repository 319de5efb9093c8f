// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageContent } from '../PageContent';
import { block, renderInSite, section } from '../test-utils';

afterEach(cleanup);

function page(...blocks: ReturnType<typeof block>[]) {
  return (
    <PageContent
      title="Accueil"
      description="Stages pour enfants"
      content={[section('s', 'basic', {}, blocks)]}
    />
  );
}

describe('content blocks', () => {
  it('alert: each colour', async () => {
    await renderInSite(
      page(
        ...(['blue', 'red', 'yellow', 'green'] as const).map((variant) =>
          block(`a-${variant}`, 'alert', { variant, text: `Alerte ${variant}` }),
        ),
      ),
    );
    for (const variant of ['blue', 'red', 'yellow', 'green']) {
      const alert = (await screen.findByText(`Alerte ${variant}`)).closest('.site-alert');
      expect(alert).toHaveProperty('className', `site-alert site-alert--${variant}`);
    }
  });

  it('button: each variant is a link to its address', async () => {
    const variants = ['blurred', 'white', 'plain', 'primary', 'secondary'] as const;
    await renderInSite(
      page(
        ...variants.map((variant) =>
          block(`b-${variant}`, 'button', { variant, text: `Bouton ${variant}`, href: '/stages' }),
        ),
      ),
    );
    for (const variant of variants) {
      const link = await screen.findByRole('link', { name: `Bouton ${variant}` });
      expect(link.getAttribute('href')).toBe('/stages');
      expect(link.className).toContain(`site-button--${variant}`);
    }
  });

  it('button: an external address opens in a new tab', async () => {
    await renderInSite(page(block('b', 'button', { text: 'Carte', href: 'https://maps.example.be' })));
    const link = await screen.findByRole('link', { name: 'Carte' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('FAQ accordion: questions open their answers', async () => {
    const user = userEvent.setup();
    await renderInSite(
      page(
        block('faq', 'faq', {
          items: [
            { id: 1, question: 'Combien d’enfants ?', answer: 'Jusqu’à 20 enfants.' },
            { id: 2, question: 'Un gâteau ?', answer: 'Oui.' },
          ],
        }),
      ),
    );
    const first = await screen.findByRole('button', { name: 'Combien d’enfants ?' });
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('heading', { level: 3, name: 'Combien d’enfants ?' })).toBeTruthy();
    await user.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Jusqu’à 20 enfants.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Un gâteau ?' }));
    expect(first.getAttribute('aria-expanded')).toBe('true');
  });

  it('feature highlight: alignment', async () => {
    await renderInSite(
      page(
        block('f1', 'feature', { title: 'Petits groupes', text: '8 à 16 enfants', alignment: 'center' }),
        block('f2', 'feature', { title: 'Garderie', alignment: 'right' }),
      ),
    );
    const first = (await screen.findByRole('heading', { name: 'Petits groupes' })).closest('.site-feature');
    expect(first?.className).toContain('site-align--center');
    expect(within(first as HTMLElement).getByText('8 à 16 enfants')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Garderie' }).closest('.site-feature')?.className).toContain(
      'site-align--right',
    );
  });

  it('heading: h2 by default at 32px weight 700; level and size from settings', async () => {
    await renderInSite(
      page(
        block('h1', 'heading', { text: 'Nos stages' }),
        block('h2', 'heading', { text: 'Été', level: 3, size: '24px' }),
      ),
    );
    const heading = await screen.findByRole('heading', { level: 2, name: 'Nos stages' });
    expect(heading.style.getPropertyValue('--site-heading-size')).toBe('32px');
    expect(heading.style.fontWeight).toBe('700');
    expect(
      screen.getByRole('heading', { level: 3, name: 'Été' }).style.getPropertyValue('--site-heading-size'),
    ).toBe('24px');
  });

  it('iframe: https with its title; without a title it renders nothing', async () => {
    await renderInSite(
      page(
        block('i1', 'iframe', { src: 'https://maps.example.be/embed', title: 'Plan d’accès' }),
        block('i2', 'iframe', { src: 'https://maps.example.be/other' }),
      ),
    );
    const frame = await screen.findByTitle('Plan d’accès');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://maps.example.be/embed');
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('image: object-fit cover or contain', async () => {
    await renderInSite(
      page(
        block('img1', 'image', { src: '/media/a.svg', alt: 'Enfants au stage', fit: 'contain' }),
        block('img2', 'image', { src: '/media/b.svg', alt: 'Terrain' }),
      ),
    );
    expect((await screen.findByAltText('Enfants au stage')).style.objectFit).toBe('contain');
    expect(screen.getByAltText('Terrain').style.objectFit).toBe('cover');
  });

  it('paragraph: the text, 1rem weight 400', async () => {
    await renderInSite(page(block('p', 'paragraph', { text: 'La natation se réserve sur demande.' })));
    const paragraph = await screen.findByText('La natation se réserve sur demande.');
    expect(paragraph.tagName).toBe('P');
    expect(paragraph.style.fontSize).toBe('1rem');
    expect(paragraph.style.fontWeight).toBe('400');
  });

  it('rich text: HTML that is not the API’s allow-listed form shows as inert text', async () => {
    await renderInSite(
      page(
        block('rt', 'rich-text', {
          html: '<h2>Conditions</h2><p onclick="alert(1)">Lire</p><script>window.hacked = true</script><img src=x onerror="window.hacked = true">',
        }),
      ),
    );
    expect(await screen.findByText(/Conditions Lire/)).toBeTruthy();
    expect(document.querySelector('.site-rich-text *')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('rich text: the API’s sanitised HTML, internal links go through the router', async () => {
    const user = userEvent.setup();
    const { router } = await renderInSite(
      page(
        block('rt', 'rich-text', {
          html: '<h2>Conditions</h2><p>Lire <a href="/about">qui nous sommes</a></p>',
        }),
      ),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Conditions' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'qui nous sommes' }));
    expect(await screen.findByText('other page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/about');
  });

  it('tabs of links: the tab whose path and query match is current', async () => {
    await renderInSite(
      page(
        block('tabs', 'tabs', {
          links: [
            { id: 1, name: 'Tous', href: '/test' },
            { id: 2, name: 'Sport', href: '/test?category=sport' },
            { id: 3, name: 'Été', href: '/ete' },
          ],
        }),
      ),
      { path: '/test?category=sport' },
    );
    const nav = await screen.findByRole('navigation', { name: 'Rubriques de cette page' });
    expect(within(nav).getByRole('link', { name: 'Sport' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Tous' }).hasAttribute('aria-current')).toBe(false);
    expect(within(nav).getByRole('link', { name: 'Été' }).hasAttribute('aria-current')).toBe(false);
  });
});

describe('what renders nothing', () => {
  it('blocks whose settings fail, unknown elements, and sections whose settings fail (with their blocks)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderInSite(
      <PageContent
        title="Page"
        content={[
          section('ok', 'basic', {}, [
            block('bad-alert', 'alert', { variant: 'purple', text: 'Alerte violette' }),
            block('bad-button', 'button', { text: 'Piège', href: 'javascript:alert(1)' }),
            block('mystery', 'carousel-3d', { text: 'Inconnu' }),
            block('good', 'paragraph', { text: 'Visible' }),
          ]),
          section('bad-shared', 'basic', { catalogs: ['pas-un-nombre'] }, [
            block('inside', 'paragraph', { text: 'Caché' }),
          ]),
          section('bad-own', 'split-hero', { title: 'Héros', origin: 'top' }),
          section('bad-grid', 'memberships-cards-grid', { columns: 1.5 }),
        ]}
      />,
    );
    expect(await screen.findByText('Visible')).toBeTruthy();
    expect(screen.queryByText('Alerte violette')).toBeNull();
    expect(screen.queryByText('Piège')).toBeNull();
    expect(screen.queryByText('Inconnu')).toBeNull();
    expect(screen.queryByText('Caché')).toBeNull();
    expect(screen.queryByText('Héros')).toBeNull();
    expect(document.querySelector('.site-section--memberships')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('carousel-3d'));
    warn.mockRestore();
  });

  it('the page title is the h1 unless a hero opens the page', async () => {
    await renderInSite(<PageContent title="Qui sommes-nous ?" description="Le club" content={[]} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Qui sommes-nous ?' })).toBeTruthy();
    expect(screen.getByText('Le club')).toBeTruthy();
  });
});
