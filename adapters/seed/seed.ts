import { footerSchema, headerSchema, pageElementSchema, topbarSchema } from '../../core/schemas/index';
import type { Database } from '../db/index';
import { hashPassword } from '../server/passwords';
import { newCuid, randomToken } from '../server/tokens';
import { addressBook } from './addresses';
import { type DemoOrganiser, demoOrganisers } from './organisers';

/** Writes one organiser and everything it owns in one transaction: all of it, or none. */
async function writeOrganiser(db: Database, organiser: DemoOrganiser): Promise<void> {
  const topbar = topbarSchema.parse(organiser.topbar);
  const header = headerSchema.parse(organiser.header);
  const footer = footerSchema.parse(organiser.footer);
  const passwordHash = await hashPassword(organiser.customer.password);
  await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('organisers')
      .values({
        cuid: organiser.cuid,
        hostname: organiser.hostname,
        name: organiser.name,
        logo: null,
        language: organiser.language,
        settings: JSON.stringify(organiser.settings),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('websites')
      .values({
        organiser_id: id,
        theme: JSON.stringify(organiser.theme),
        topbar: JSON.stringify(topbar),
        header: JSON.stringify(header),
        footer: JSON.stringify(footer),
      })
      .execute();
    for (const page of organiser.pages) {
      const content = page.content.map((element) => pageElementSchema.parse(element));
      await trx
        .insertInto('website_pages')
        .values({ ...page, organiser_id: id, content: JSON.stringify(content) })
        .execute();
    }
    for (const [order, field] of organiser.customFields.entries()) {
      await trx
        .insertInto('custom_fields')
        .values({
          organiser_id: id,
          entity: field.entity,
          type: field.type,
          title: field.title,
          description: field.description,
          required: field.required,
          active: true,
          order,
          pattern: field.pattern,
          choices: JSON.stringify(field.choices.map((label, index) => ({ id: index + 1, label }))),
        })
        .execute();
    }
    const customer = await trx
      .insertInto('customers')
      .values({
        cuid: newCuid(),
        organiser_id: id,
        firstname: organiser.customer.firstname,
        lastname: organiser.customer.lastname,
        email: organiser.customer.email,
        phone: organiser.customer.phone,
        address: JSON.stringify(addressBook[0]),
        custom_data: '[]',
        password_hash: passwordHash,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const participant of organiser.customer.participants) {
      await trx
        .insertInto('participants')
        .values({
          ...participant,
          cuid: newCuid(),
          organiser_id: id,
          customer_id: customer.id,
          custom_data: '[]',
          deleted_at: null,
        })
        .execute();
    }
    await trx
      .insertInto('newsletter_subscriptions')
      .values({
        organiser_id: id,
        email: organiser.customer.email,
        token: randomToken(),
        unsubscribed_at: null,
      })
      .execute();
  });
}

/** Demo data on first start: nothing happens when organisers already exist. Returns whether it seeded. */
export async function seedDemoData(db: Database): Promise<boolean> {
  const existing = await db.selectFrom('organisers').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  for (const organiser of demoOrganisers) await writeOrganiser(db, organiser);
  const known = await db.selectFrom('address_book').select('id').limit(1).executeTakeFirst();
  if (!known) await db.insertInto('address_book').values(addressBook).execute();
  return true;
}

export { demoOrganisers };
