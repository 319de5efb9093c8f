import { describe, expect, it } from 'vitest';
import { jsonLinesAuthLog } from './security/auth-log';
import { LAST_SEEN_EVERY_SECONDS, SESSION_DAYS, SESSION_IDLE_HOURS, sessionExpiry } from './sessions';
import { signedIn } from './test-fixtures';
import { useTestApp } from './test-suite-app';
import { drivers, TEST_NOW, type TestClient } from './test-support';

const at = (ms: number) => new Date(Date.parse(TEST_NOW) + ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('session expiry', () => {
  const start = Date.parse(TEST_NOW);
  const session = { expires_at: at(SESSION_DAYS * 24 * HOUR), last_seen_at: TEST_NOW };
  it('lives while used within the idle time and before the absolute end', () => {
    expect(sessionExpiry(session, start + SESSION_IDLE_HOURS * HOUR - 1)).toBeNull();
    expect(sessionExpiry(session, start + SESSION_IDLE_HOURS * HOUR)).toBe('idle');
    expect(
      sessionExpiry(
        { ...session, last_seen_at: at(SESSION_DAYS * 24 * HOUR - MINUTE) },
        start + SESSION_DAYS * 24 * HOUR,
      ),
    ).toBe('absolute');
  });
});

/** Idle timeout (2 hours) and absolute timeout (30 days) on the server's clock; an ended session's row goes. */
describe.each(drivers)('session timeouts on %s', { timeout: 120_000 }, (driver) => {
  const lines: string[] = [];
  const app = useTestApp(driver, {
    authLog: jsonLinesAuthLog((line) => lines.push(line)),
    sessionIdleMinutes: SESSION_IDLE_HOURS * 60,
  });

  const sessionRows = () => app.db.selectFrom('sessions').select(['token_hash', 'last_seen_at']).execute();
  const signedInAt = async (ms: number): Promise<TestClient> => {
    app.setNow(at(ms));
    await app.db.deleteFrom('sessions').execute();
    return signedIn(app);
  };
  const customerOf = async (client: TestClient) => (await client.call('GET', '/api/session')).body.customer;

  it('writes last_seen_at at most once a minute', async () => {
    const camille = await signedInAt(0);
    app.setNow(at(30_000));
    expect(await customerOf(camille)).not.toBeNull();
    expect((await sessionRows())[0]?.last_seen_at).toBe(at(0));
    app.setNow(at(LAST_SEEN_EVERY_SECONDS * 1000));
    await customerOf(camille);
    expect((await sessionRows())[0]?.last_seen_at).toBe(at(MINUTE));
  });

  it('stays signed in when used every hour, and ends after 2 idle hours: signed out, row deleted, logged', async () => {
    const camille = await signedInAt(DAY(1));
    for (let hour = 1; hour <= 5; hour += 1) {
      app.setNow(at(DAY(1) + hour * HOUR));
      expect(await customerOf(camille)).not.toBeNull();
    }
    lines.length = 0;
    app.setNow(at(DAY(1) + 7 * HOUR));
    const answer = await camille.call('GET', '/api/session');
    expect(answer.body.customer).toBeNull();
    expect(answer.setCookie).toMatch(/^sid=;/);
    expect(await sessionRows()).toEqual([]);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ event: 'session.expired', reason: 'idle' });
  });

  it('ends after 30 days even when used every hour', async () => {
    const camille = await signedInAt(DAY(2));
    const rows = await sessionRows();
    // Kept active: the last visit was a minute ago, only the absolute end applies.
    await app.db
      .updateTable('sessions')
      .set({ last_seen_at: at(DAY(32) - MINUTE) })
      .execute();
    app.setNow(at(DAY(32) - 1));
    expect(await customerOf(camille)).not.toBeNull();
    app.setNow(at(DAY(32)));
    expect(await customerOf(camille)).toBeNull();
    expect(rows).toHaveLength(1);
    expect(await sessionRows()).toEqual([]);
  });
});

function DAY(days: number): number {
  return days * 24 * HOUR;
}
