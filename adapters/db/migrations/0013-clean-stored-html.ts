import type { Kysely } from 'kysely';
import { cleanStoredHtml } from '../../server/security/stored-html';
import type { Tables } from '../tables';

/**
 * Organiser HTML is sanitised when it is written from now on (issue 17 §2), and reads no longer sanitise:
 * the rows imported before are rewritten once with their sanitised version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await cleanStoredHtml(db as unknown as Kysely<Tables>);
}
