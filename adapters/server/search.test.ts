import { beforeAll, describe, expect, it } from 'vitest';
import { searchCalls } from '../../core/schemas/index';
import { useTestApp } from './test-suite-app';
import { drivers, EN_HOST, FR_HOST, type TestClient } from './test-support';

type Result = { type: string; title: string; href: string; excerpt: string; start_at: string | null };

describe.each(drivers)('GET /api/search on %s', { timeout: 60_000 }, (driver) => {
  const app = useTestApp(driver);
  let fr: TestClient;
  let en: TestClient;
  beforeAll(async () => {
    fr = app.client(FR_HOST);
    en = app.client(EN_HOST);
    const organiserId = async (hostname: string) =>
      (
        await app.db
          .selectFrom('organisers')
          .select('id')
          .where('hostname', '=', hostname)
          .executeTakeFirstOrThrow()
      ).id;
    const petits = await organiserId(FR_HOST);
    const academy = await organiserId(EN_HOST);
    const activity = async (organiser: number, slug: string, title: string, description: string | null) =>
      (
        await app.db
          .insertInto('activities')
          .values({
            cuid: `search-${slug}`,
            organiser_id: organiser,
            title,
            slug,
            description,
            images: JSON.stringify([]),
            instructions: null,
            age_minimum: null,
            age_maximum: null,
            default_capacity: null,
            default_price: 1000,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    await activity(petits, 'trampoline', 'Trampoline', '<p>Sauts et figures.</p>');
    await activity(
      petits,
      'gymnastique',
      'Gymnastique au sol',
      '<p>Roulades, poutre &amp; un peu de trampoline.</p>',
    );
    await activity(petits, 'ecole-cirque', 'Ecole de cirque', null);
    await activity(academy, 'zumbazz', 'Zumbazz dance', '<p>Dance for everyone.</p>');
    const hydrospeed = await activity(petits, 'hydrospeed', 'Hydrospeed en rivière', null);
    const availability = (cuid: string, status: 'OPEN' | 'FULL', capacity: number, registered: number) => ({
      cuid,
      organiser_id: petits,
      activity_id: hydrospeed,
      location_id: null,
      status,
      registrations_start_at: null,
      registrations_end_at: null,
      start_at: '2027-04-05T08:00:00.000Z',
      end_at: '2027-04-09T15:00:00.000Z',
      price: 10000,
      capacity,
      registered,
      age_minimum: null,
      age_maximum: null,
    });
    await app.db
      .insertInto('availabilities')
      .values([
        availability('search-hydrospeed-open', 'OPEN', 10, 3),
        availability('search-hydrospeed-taken', 'OPEN', 5, 5),
        availability('search-hydrospeed-full', 'FULL', 10, 0),
      ])
      .execute();
  });

  const search = async (client: TestClient, query: string, window = '') => {
    const path = `/api/search?q=${encodeURIComponent(query)}${window}`;
    const answer = await client.call('GET', path);
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    expect(searchCalls.search.answer?.safeParse(answer.body).success).toBe(true);
    return answer.body as { data: Result[]; count: number };
  };
  const hrefs = (body: { data: Result[] }) => body.data.map((result) => result.href);

  it('finds a title whatever its accents: "eveil" finds "Éveil", "école" finds "Ecole"', async () => {
    const eveil = await search(fr, 'eveil');
    expect(eveil.data[0]).toMatchObject({
      type: 'activity',
      title: 'Éveil musical (3–5 ans)',
      href: '/activities/eveil-musical-3-5/ps-act-eveil-musical',
    });
    expect(hrefs(await search(fr, 'ÉVEIL'))).toEqual(hrefs(eveil));
    expect((await search(fr, 'école')).data[0]).toMatchObject({ type: 'activity', title: 'Ecole de cirque' });
  });

  it('matches the last word as a prefix while typing and every word', async () => {
    const natation = await search(fr, 'natation');
    expect(natation.data[0]?.href).toBe('/activities/natation-trimestre/ps-act-natation');
    expect((await search(fr, 'nata')).data[0]?.href).toBe('/activities/natation-trimestre/ps-act-natation');
    expect((await search(fr, 'cours natation')).data[0]?.href).toBe(
      '/activities/natation-trimestre/ps-act-natation',
    );
    expect((await search(fr, 'natation xylophonez')).count).toBe(0);
  });

  it('finds a word of a description, with a plain-text excerpt', async () => {
    const argile = await search(fr, 'argile');
    const painters = argile.data.find((result) => result.type === 'activity');
    expect(painters?.href).toMatch(/^\/activities\/[^/]+\/ps-act-petits-peintres$/);
    expect(painters?.excerpt).toBe(
      'Peinture, collage, argile : chaque enfant repart avec son carnet d’artiste.',
    );
    expect(painters?.excerpt).not.toMatch(/[<>]/);
  });

  it('ranks a title match above a description match', async () => {
    const body = await search(fr, 'trampoline');
    expect(body.data.slice(0, 2).map((result) => result.title)).toEqual(['Trampoline', 'Gymnastique au sol']);
    expect(body.data[1]?.excerpt).toBe('Roulades, poutre & un peu de trampoline.');
  });

  it('offers availabilities with open seats only, after the activity', async () => {
    const body = await search(fr, 'hydrospeed');
    expect(body.data.map((result) => [result.type, result.href])).toEqual([
      ['activity', '/activities/hydrospeed/search-hydrospeed'],
      ['availability', '/availabilities/hydrospeed/search-hydrospeed-open'],
    ]);
    expect(body.data[1]?.start_at).toBe('2027-04-05T08:00:00.000Z');
  });

  it("answers one organiser's content only", async () => {
    expect((await search(fr, 'zumbazz')).count).toBe(0);
    expect(hrefs(await search(en, 'zumbazz'))).toEqual(['/activities/zumbazz/search-zumbazz']);
    const natation = await search(en, 'natation');
    expect(natation.data.every((result) => !result.href.includes('ps-'))).toBe(true);
    expect((await search(en, 'coding')).data[0]).toMatchObject({ type: 'activity' });
  });

  it('groups activities, availabilities, articles and pages, and pages through them', async () => {
    const all = await search(fr, 'stage', '&page_size=100');
    const order = ['activity', 'availability', 'article', 'page'];
    const ranks = all.data.map((result) => order.indexOf(result.type));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(all.data.map((result) => result.type)).has('page')).toBe(true);
    expect(all.count).toBe(all.data.length);
    const second = await search(fr, 'stage', '&page_size=2&page_number=2');
    expect(second.count).toBe(all.count);
    expect(second.data).toEqual(all.data.slice(2, 4));
  });

  it('answers hostile queries without failing: operators, quotes, stop words, many words', async () => {
    const hostile = [
      "'",
      '"natation"',
      '&|!:*',
      'nata:* | !eveil',
      "natation' & '",
      '()<-> <2> \\',
      'le la les',
      '',
      '   ',
      '%_\\',
      '&'.repeat(200),
      Array.from({ length: 60 }, (_, index) => `mot${index}`)
        .join(' ')
        .slice(0, 200),
      '\u{1F3CA} natation',
      'e\u0301veil',
    ];
    for (const query of hostile) await search(fr, query);
    expect((await search(fr, '"natation"')).data[0]?.href).toBe(
      '/activities/natation-trimestre/ps-act-natation',
    );
    expect((await search(fr, 'e\u0301veil')).data[0]?.title).toBe('Éveil musical (3–5 ans)');
    expect((await search(fr, '&|!:*')).count).toBe(0);
  });

  it('follows edits: a renamed activity is found by its new title, a removed page no more', async () => {
    await app.db
      .updateTable('activities')
      .set({ title: 'Zorbing géant' })
      .where('cuid', '=', 'search-ecole-cirque')
      .execute();
    expect(hrefs(await search(fr, 'zorbing'))).toEqual(['/activities/ecole-cirque/search-ecole-cirque']);
    expect((await search(fr, 'cirque')).count).toBe(0);
    const about = await search(fr, 'animateurs diplômés');
    expect(hrefs(about)).toContain('/about');
    await app.db.deleteFrom('website_pages').where('pathname', '=', '/about').execute();
    expect(hrefs(await search(fr, 'animateurs diplômés'))).not.toContain('/about');
  });

  it('refuses a query over the bound and a NUL with a code, not a failure', async () => {
    const long = await fr.call('GET', `/api/search?q=${'a'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(long.body.error).toBe('VALIDATION_FAILED');
    const nul = await fr.call('GET', '/api/search?q=nata%00tion');
    expect(nul.status).toBe(400);
    const size = await fr.call('GET', '/api/search?q=natation&page_size=101');
    expect(size.status).toBe(400);
  });
});
