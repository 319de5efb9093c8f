/**
 * One more server process for `bench:checkout` with BENCH_INSTANCES > 1 (forked by it, never run alone):
 * its own pool on the bench's PostgreSQL schema, racing the customers it is sent, as a second instance
 * behind a load balancer would (README "Several instances").
 */
import { openDatabase } from '../../db/index';
import { type RaceActor, raceCustomers, type Session } from './checkout-race';

interface RaceOrder {
  now: string;
  crowd: RaceActor[];
  sessions: Session[];
  /** The index of this share's first customer in the whole crowd, so sessions are dealt as in one process. */
  offset: number;
}

const url = process.env.DATABASE_URL;
const schema = process.env.BENCH_SCHEMA;
if (!url || !schema || !process.send) throw new Error('forked by checkout.bench.ts only');
const { db, close } = await openDatabase({ url, schema });
const send = process.send.bind(process);
process.on('message', async (order: RaceOrder | 'stop') => {
  if (order === 'stop') {
    await close();
    process.disconnect();
    return;
  }
  const sessionOf = (index: number) =>
    order.sessions[(order.offset + index) % order.sessions.length] as Session;
  send(await raceCustomers(db, order.now, order.crowd, sessionOf));
});
send('ready');
