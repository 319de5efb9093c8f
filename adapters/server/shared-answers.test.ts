import { describe, expect, it } from 'vitest';
import { PRIVATE_ANSWER, SHARED_ANSWER } from './shared-answers';
import { signedIn } from './test-fixtures';
import { useTestApp } from './test-suite-app';
import { drivers, FR_HOST } from './test-support';

/**
 * Issue 17 §2: anonymous catalogue reads carry an ETag and a shared-cache policy (a CDN absorbs a rush, a
 * browser revalidates for a 304 without a body); personal answers are private and never stored.
 */
describe.each(drivers)('shared catalogue answers on %s', { timeout: 60_000 }, (driver) => {
  const app = useTestApp(driver);

  const get = (path: string, headers: Record<string, string> = {}) =>
    app.request(`http://${FR_HOST}${path}`, { headers: { host: FR_HOST, ...headers } });

  it('answers a catalogue list with an ETag and a 2-second shared policy, and 304 to a caller holding it', async () => {
    const first = await get('/api/availabilities?page_size=20');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(SHARED_ANSWER);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect((await first.json()).data.length).toBeGreaterThan(0);

    const again = await get('/api/availabilities?page_size=20', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // Another question is another answer.
    const other = await get('/api/availabilities?page_size=5', { 'if-none-match': etag });
    expect(other.status).toBe(200);
  });

  it('gives a signed-in visitor the same catalogue answer and tag (no catalogue read depends on the session)', async () => {
    const anonymous = await get('/api/activities');
    const camille = await signedIn(app);
    const signed = await get('/api/activities', { cookie: camille.cookie ?? '' });
    expect(signed.status).toBe(200);
    expect(signed.headers.get('etag')).toBe(anonymous.headers.get('etag'));
    expect(await signed.json()).toEqual(await anonymous.json());
  });

  it('changes the tag when the catalogue changes, so a held copy is not confirmed', async () => {
    const before = await get('/api/activities');
    const etag = before.headers.get('etag') ?? '';
    const activity = await app.db
      .selectFrom('activities')
      .innerJoin('organisers', 'organisers.id', 'activities.organiser_id')
      .select(['activities.id', 'activities.title'])
      .where('organisers.hostname', '=', FR_HOST)
      .orderBy('activities.id')
      .executeTakeFirstOrThrow();
    await app.db
      .updateTable('activities')
      .set({ title: `${activity.title} (nouveau)` })
      .where('id', '=', activity.id)
      .execute();
    const after = await get('/api/activities', { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    await app.db
      .updateTable('activities')
      .set({ title: activity.title })
      .where('id', '=', activity.id)
      .execute();
  });

  it('keeps personal answers private: never stored, no tag', async () => {
    const camille = await signedIn(app);
    const session = await get('/api/session', { cookie: camille.cookie ?? '' });
    expect(session.status).toBe(200);
    expect(session.headers.get('cache-control')).toBe(PRIVATE_ANSWER);
    expect(session.headers.get('etag')).toBeNull();
    const cart = await get('/api/carts/current', { cookie: camille.cookie ?? '' });
    expect(cart.headers.get('cache-control')).toBe(PRIVATE_ANSWER);
  });
});
