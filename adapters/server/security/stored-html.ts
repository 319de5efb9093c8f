import { isDeepStrictEqual } from 'node:util';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { type PageElement, pageElementSchema } from '../../../core/schemas/index';
// The tables alone (not db/index): migration 0013 imports this file, and db/index imports the migrations.
import type { Tables } from '../../db/tables';
import { sanitizePageElements } from './page-html';
import { sanitizeHtml, sanitizeNullableHtml } from './sanitize-html';

/*
 * Organiser HTML is sanitised when it is written (issue 17 §2): the import (seed and organiser files) stores
 * the clean version (sanitizeHtml, cleanPageContent), so reads send it as stored and parse no HTML. The
 * sanitiser's output is a fixed point (sanitising it again changes nothing), so a second pass is harmless.
 */

/** A page's content as stored: the HTML settings of the elements the page schema knows, sanitised. */
export function cleanPageContent(content: unknown): unknown {
  const elements = z.array(pageElementSchema).safeParse(content);
  // Content the schema refuses is left as it is; the page call's answer check refuses it on read.
  return elements.success ? sanitizePageElements(elements.data as PageElement[]) : content;
}

/**
 * Rewrites the organiser HTML already stored (rows imported before sanitising moved to write time) with its
 * sanitised version: activities' descriptions and instructions, bundles', memberships' and vouchers'
 * descriptions, blog articles and the HTML settings of website pages. Only rows that change are written.
 */
export async function cleanStoredHtml(db: Kysely<Tables>): Promise<number> {
  let written = 0;
  for (const row of await db
    .selectFrom('activities')
    .select(['id', 'description', 'instructions'])
    .execute()) {
    const clean = {
      description: sanitizeNullableHtml(row.description),
      instructions: sanitizeNullableHtml(row.instructions),
    };
    if (clean.description === row.description && clean.instructions === row.instructions) continue;
    await db.updateTable('activities').set(clean).where('id', '=', row.id).execute();
    written += 1;
  }
  for (const table of ['bundles', 'memberships', 'vouchers'] as const) {
    for (const row of await db.selectFrom(table).select(['id', 'description']).execute()) {
      const description = sanitizeNullableHtml(row.description);
      if (description === row.description) continue;
      await db.updateTable(table).set({ description }).where('id', '=', row.id).execute();
      written += 1;
    }
  }
  for (const row of await db.selectFrom('blog_articles').select(['id', 'content']).execute()) {
    const content = sanitizeHtml(row.content);
    if (content === row.content) continue;
    await db.updateTable('blog_articles').set({ content }).where('id', '=', row.id).execute();
    written += 1;
  }
  for (const row of await db.selectFrom('website_pages').select(['id', 'content']).execute()) {
    const content = cleanPageContent(row.content);
    // Compared as values: jsonb keeps its own key order.
    if (isDeepStrictEqual(row.content, content)) continue;
    await db
      .updateTable('website_pages')
      .set({ content: JSON.stringify(content) })
      .where('id', '=', row.id)
      .execute();
    written += 1;
  }
  return written;
}
