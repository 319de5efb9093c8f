// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlogArticle } from '../../../core/schemas/index';
import { renderPage } from '../products/test-harness';
import { BlogListPage } from './BlogListPage';

afterEach(cleanup);

const article = (index: number): BlogArticle => ({
  cuid: `a${index}`,
  slug: `article-${index}`,
  title: `Article ${index}`,
  content: `<p>Contenu <strong>${index}</strong></p><script>alert(1)</script>`,
  created_at: '2026-03-12T09:00:00Z',
  images: [],
});

describe('blog list', () => {
  it('links each article to /blog/{slug} and paginates 12 per page', async () => {
    const articles = Array.from({ length: 12 }, (_, index) => article(index + 1));
    await renderPage(() => <BlogListPage articles={articles} count={30} page={1} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Article 1' }).getAttribute('href')).toBe('/blog/article-1');
    expect(screen.getByText('Contenu 1')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Pages du blog' });
    expect(within(nav).getByText('Page 1 sur 3')).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Page précédente' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Page suivante' }).getAttribute('href')).toBe(
      '/blog?page_number=2',
    );
  });

  it('on the last page only previous is a link', async () => {
    await renderPage(() => <BlogListPage articles={[article(25)]} count={25} page={3} />);
    const nav = await screen.findByRole('navigation', { name: 'Pages du blog' });
    expect(within(nav).getByRole('link', { name: 'Page précédente' }).getAttribute('href')).toBe(
      '/blog?page_number=2',
    );
    expect(within(nav).queryByRole('link', { name: 'Page suivante' })).toBeNull();
  });

  it('hides the pagination when everything fits on one page', async () => {
    await renderPage(() => <BlogListPage articles={[article(1), article(2)]} count={2} page={1} />);
    await screen.findByRole('link', { name: 'Article 1' });
    expect(screen.queryByRole('navigation', { name: 'Pages du blog' })).toBeNull();
  });

  it('shows the empty state without articles', async () => {
    await renderPage(() => <BlogListPage articles={[]} count={0} page={1} />);
    expect(await screen.findByRole('heading', { name: 'Aucun article pour le moment' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
