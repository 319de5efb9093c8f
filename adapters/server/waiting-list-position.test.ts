import { beforeAll, describe, expect, it } from 'vitest';
import { accountCalls, registrationCalls, type WaitingListEntry } from '../../core/schemas/index';
import { expectRefusal, registeredBob, signedIn } from './test-fixtures';
import { useTestApp } from './test-suite-app';
import { drivers, FR_HOST, TEST_NOW, type TestClient, tableCounts } from './test-support';

const later = (seconds: number) => new Date(Date.parse(TEST_NOW) + seconds * 1000).toISOString();
const JOIN = registrationCalls.joinWaitingList.path;

/**
 * Waiting-list positions (issue 20 §7): the join answers the entry's position among the entries still queued
 * for the availability, in the order the vacancy notice follows (oldest first, then by id); the account lists
 * the customer's own entries with their positions (GET /api/account/waiting-list); DELETE
 * /api/registrations/waiting-list lets the customer leave with their own entry only, and those behind move up.
 */
describe.each(drivers)('waiting-list positions on %s', { timeout: 120_000 }, (driver) => {
  const app = useTestApp(driver);
  let camille: TestClient;
  let bob: TestClient;
  let full: { id: number; cuid: string };
  let ids: { hugo: number; lea: number; leo: number };

  const join = (client: TestClient, participant: number) =>
    client.call('POST', JOIN, { body: { availability_id: full.id, participant_id: participant } });
  const list = async (client: TestClient, query = '') => {
    const answer = await client.call('GET', `/api/account/waiting-list${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return accountCalls.accountWaitingList.answer?.parse(answer.body) as {
      data: WaitingListEntry[];
      count: number;
    };
  };
  const leave = (client: TestClient, entryId: number | string) =>
    client.call('DELETE', `/api/registrations/waiting-list?waiting_list_entry_id=${entryId}`);
  const positions = async (client: TestClient) =>
    (await list(client)).data.map((entry) => [entry.participant.firstname, entry.status, entry.position]);

  beforeAll(async () => {
    camille = await signedIn(app, FR_HOST);
    bob = await registeredBob(app);
    full = await app.db
      .selectFrom('availabilities')
      .select(['id', 'cuid'])
      .where('cuid', '=', 'ps-av-noel-multisport-s1')
      .executeTakeFirstOrThrow();
    const participant = async (firstname: string) =>
      (
        await app.db
          .selectFrom('participants as p')
          .innerJoin('organisers as o', 'o.id', 'p.organiser_id')
          .select('p.id')
          .where('o.hostname', '=', FR_HOST)
          .where('p.firstname', '=', firstname)
          .where('p.deleted_at', 'is', null)
          .executeTakeFirstOrThrow()
      ).id;
    ids = { hugo: await participant('Hugo'), lea: await participant('Léa'), leo: await participant('Léo') };
  }, 60_000);

  it('answers each joiner their place in the queue, and the same place when they join again', async () => {
    app.setNow(later(0));
    const hugo = await join(camille, ids.hugo);
    app.setNow(later(60));
    const leo = await join(bob, ids.leo);
    app.setNow(later(120));
    const lea = await join(camille, ids.lea);
    expect(
      [hugo, leo, lea].map((answer) => [answer.status, (answer.body.entry as WaitingListEntry).position]),
    ).toEqual([
      [200, 1],
      [200, 2],
      [200, 3],
    ]);
    const again = await join(camille, ids.hugo);
    expect((again.body.entry as WaitingListEntry).position).toBe(1);
    expect(registrationCalls.joinWaitingList.answer?.parse(again.body)).toEqual(again.body);
  });

  it("lists the customer's own entries only, with their positions, soonest availability first", async () => {
    expect(await positions(camille)).toEqual([
      ['Hugo', 'WAITING', 1],
      ['Léa', 'WAITING', 3],
    ]);
    expect(await positions(bob)).toEqual([['Léo', 'WAITING', 2]]);
    const first = await list(camille);
    expect(first.count).toBe(2);
    expect(first.data[0]?.availability).toMatchObject({
      cuid: full.cuid,
      activity_slug: 'multisport-aventure-6-9',
    });
    const paged = await list(camille, '?page_number=2&page_size=1');
    expect([paged.count, paged.data.map((entry) => entry.participant.firstname)]).toEqual([2, ['Léa']]);
    expect((await app.client(FR_HOST).call('GET', '/api/account/waiting-list')).status).toBe(401);
  });

  it("refuses another customer's entry as not found, changing nothing (IDOR)", async () => {
    const [hugo] = (await list(camille)).data;
    await expectRefusal(app.db, () => leave(bob, hugo?.id ?? -1), 404, 'WAITING_LIST_ENTRY_NOT_FOUND');
    await expectRefusal(app.db, () => leave(app.client(FR_HOST), hugo?.id ?? -1), 401, 'UNAUTHENTICATED');
    await expectRefusal(app.db, () => leave(camille, 'abc'), 400, 'VALIDATION_FAILED');
    await expectRefusal(app.db, () => leave(camille, 2_000_000_000), 404, 'WAITING_LIST_ENTRY_NOT_FOUND');
    expect(await positions(camille)).toEqual([
      ['Hugo', 'WAITING', 1],
      ['Léa', 'WAITING', 3],
    ]);
  });

  it('leaves with the own entry, moves those behind up, and finds nothing the second time', async () => {
    const [hugo] = (await list(camille)).data;
    const counts = await tableCounts(app.db);
    const left = await leave(camille, hugo?.id ?? -1);
    expect([left.status, left.body]).toEqual([200, {}]);
    expect(await tableCounts(app.db)).toEqual({
      ...counts,
      waiting_list_entries: (counts.waiting_list_entries ?? 0) - 1,
    });
    expect(await positions(camille)).toEqual([['Léa', 'WAITING', 2]]);
    expect(await positions(bob)).toEqual([['Léo', 'WAITING', 1]]);
    await expectRefusal(app.db, () => leave(camille, hugo?.id ?? -1), 404, 'WAITING_LIST_ENTRY_NOT_FOUND');
  });

  it('counts only the queued entries ahead: one offered a seat reads OFFERED and no longer takes a place', async () => {
    const [leo] = (await list(bob)).data;
    await app.db
      .updateTable('waiting_list_entries')
      .set({ notified_at: later(300) })
      .where('id', '=', leo?.id ?? -1)
      .execute();
    expect(await positions(bob)).toEqual([['Léo', 'OFFERED', null]]);
    expect(await positions(camille)).toEqual([['Léa', 'WAITING', 1]]);
    // Rejoining Hugo puts him behind Léa: the queue is first come, first served.
    app.setNow(later(600));
    expect(((await join(camille, ids.hugo)).body.entry as WaitingListEntry).position).toBe(2);
    expect(await positions(camille)).toEqual([
      ['Léa', 'WAITING', 1],
      ['Hugo', 'WAITING', 2],
    ]);
  });
});
