import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test-suite-app';
import { drivers, FR_HOST } from '../test-support';
import { cleanStoredHtml } from './stored-html';

/** Stored organiser HTML with script in every form the sanitiser must take out. */
const PAYLOAD =
  '<p onclick="alert(1)">Bienvenue <strong>à tous</strong></p><script>alert(1)</script>' +
  '<img src=x onerror=alert(1)><a href="javascript:alert(1)">lien</a><a href="https://example.org">ok</a>' +
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>';
const SANITISED = '<p>Bienvenue <strong>à tous</strong></p>lien<a href="https://example.org">ok</a>';

type Row = Record<string, unknown>;

/**
 * Organiser HTML is sanitised when written (the import; security/stored-html.ts) and sent as stored. Rows
 * stored before (written here straight into the database) are rewritten once by migration 0013, which runs
 * `cleanStoredHtml`; then every answer carries the sanitised HTML.
 */
describe.each(drivers)('organiser HTML answered sanitised (%s)', (driver) => {
  const app = useTestApp(driver);
  let organiserId: number;
  beforeAll(async () => {
    organiserId = (
      await app.db
        .selectFrom('organisers')
        .select('id')
        .where('hostname', '=', FR_HOST)
        .executeTakeFirstOrThrow()
    ).id;
  });
  const get = async (path: string) => {
    const answer = await app.client(FR_HOST).call('GET', path);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };

  it('sanitises an activity description and instructions in an availability answer', async () => {
    const availability = await app.db
      .selectFrom('availabilities')
      .innerJoin('activities', 'activities.id', 'availabilities.activity_id')
      .select(['availabilities.cuid', 'activities.id as activity_id'])
      .where('activities.organiser_id', '=', organiserId)
      .executeTakeFirstOrThrow();
    await app.db
      .updateTable('activities')
      .set({ description: PAYLOAD, instructions: PAYLOAD })
      .where('id', '=', availability.activity_id)
      .execute();
    expect(await cleanStoredHtml(app.db)).toBe(1);
    expect(await cleanStoredHtml(app.db)).toBe(0);
    const body = await get(`/api/availabilities/${availability.cuid}`);
    const activity = (body.availability as { activity: Row }).activity;
    expect(activity.description).toBe(SANITISED);
    expect(activity.instructions).toBe(SANITISED);
  });

  it('sanitises a blog article, alone and in the list', async () => {
    await app.db
      .insertInto('blog_articles')
      .values({
        cuid: 'cxssarticle000000000000001',
        organiser_id: organiserId,
        slug: 'xss-article',
        title: 'XSS',
        content: PAYLOAD,
        images: JSON.stringify([]),
        created_at: '2030-01-01T00:00:00.000Z',
      })
      .execute();
    await cleanStoredHtml(app.db);
    const article = (await get('/api/blog/articles/xss-article')).article as Row;
    expect(article.content).toBe(SANITISED);
    const list = (await get('/api/blog/articles?limit=100')).data as Row[];
    expect(list.find((row) => row.slug === 'xss-article')?.content).toBe(SANITISED);
  });

  it('sanitises the rich-text blocks of a page, nested ones included', async () => {
    const page = await app.db
      .selectFrom('website_pages')
      .select(['id', 'pathname'])
      .where('organiser_id', '=', organiserId)
      .executeTakeFirstOrThrow();
    const block = (id: string, html: string) => ({
      id,
      element: 'block',
      type: 'rich-text',
      family: 'blocks',
      name: 'rich-text',
      children: [],
      settings: { html },
    });
    const content = [
      {
        id: 'xss-section',
        element: 'section',
        type: 'basic',
        family: 'sections',
        name: 'basic',
        children: [block('xss-block', PAYLOAD)],
        settings: {},
      },
      block('xss-top', PAYLOAD),
    ];
    await app.db
      .updateTable('website_pages')
      .set({ content: JSON.stringify(content) })
      .where('id', '=', page.id)
      .execute();
    await cleanStoredHtml(app.db);
    const answered = (await get(`/api/website/pages?pathname=${encodeURIComponent(page.pathname)}`)).page as {
      content: Array<{ settings: Row; children: Array<{ settings: Row }> }>;
    };
    expect(answered.content[0]?.children[0]?.settings.html).toBe(SANITISED);
    expect(answered.content[1]?.settings.html).toBe(SANITISED);
  });

  it('sanitises product descriptions', async () => {
    const bundle = await app.db
      .selectFrom('bundles')
      .select(['id', 'cuid'])
      .where('organiser_id', '=', organiserId)
      .executeTakeFirstOrThrow();
    await app.db.updateTable('bundles').set({ description: PAYLOAD }).where('id', '=', bundle.id).execute();
    await cleanStoredHtml(app.db);
    expect(((await get(`/api/bundles/${bundle.cuid}`)).bundle as Row).description).toBe(SANITISED);
    const list = (await get('/api/bundles?page_size=100')).data as Row[];
    expect(list.find((row) => row.cuid === bundle.cuid)?.description).toBe(SANITISED);
  });
});
