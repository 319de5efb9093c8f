import type { Database } from '../../db/index';
import type { MailMessage } from '../../mail/index';
import { hashToken, randomToken } from '../tokens';
import { customerMail, ENVELOPE_COLUMNS, envelopeOf, type MailEnvelope } from './customer-mail';

/** Reset links live one hour from the moment their mail is sent, and serve once. */
export const RESET_TOKEN_MINUTES = 60;

const texts = {
  fr: {
    reset: {
      subject: 'Réinitialisation de votre mot de passe',
      intro: 'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure) :',
      ignore: 'Si vous n’avez rien demandé, ignorez ce message : votre mot de passe ne change pas.',
    },
    welcome: {
      subject: (organiser: string) => `Bienvenue chez ${organiser}`,
      intro: (email: string) => `Votre compte ${email} est créé.`,
      next: 'Depuis votre compte, inscrivez vos participants et retrouvez vos inscriptions :',
    },
  },
  en: {
    reset: {
      subject: 'Reset your password',
      intro: 'To choose a new password, open this link (valid for one hour):',
      ignore: 'If you did not ask for it, ignore this message: your password does not change.',
    },
    welcome: {
      subject: (organiser: string) => `Welcome to ${organiser}`,
      intro: (email: string) => `Your account ${email} is ready.`,
      next: 'From your account, add your participants and find your registrations:',
    },
  },
} as const;

interface AccountFacts extends MailEnvelope {
  hostname: string;
}

/** The customer and their organiser as the account mails name them; null once the account is deleted. */
async function accountFacts(db: Database, customerId: number): Promise<AccountFacts | null> {
  const row = await db
    .selectFrom('customers as cu')
    .innerJoin('organisers as o', 'o.id', 'cu.organiser_id')
    .select([...ENVELOPE_COLUMNS, 'o.hostname'])
    .where('cu.id', '=', customerId)
    .where('cu.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  return { ...envelopeOf(row), hostname: row.hostname };
}

interface LinkDeps {
  publicOrigin: (hostname: string) => string;
  /** "Now" of the worker: the link's hour starts when its mail leaves. */
  now: () => string;
}

/**
 * The password-link mail (`password.link`). The token is made here, when the job runs, and replaces the
 * account's unused ones: the queue never stores a usable secret, a retry after a failed send mails a fresh
 * link (the failed one was never seen), and only the latest link mailed can set a password. Null when no
 * account matched the request (the request enqueues a job either way, so its answer and time tell nothing)
 * or the account was deleted since.
 */
export async function passwordLinkMessage(
  db: Database,
  customerId: number,
  deps: LinkDeps,
): Promise<MailMessage | null> {
  const facts = await accountFacts(db, customerId);
  if (!facts) return null;
  const token = randomToken();
  const expires = new Date(Date.parse(deps.now()) + RESET_TOKEN_MINUTES * 60_000).toISOString();
  await db.transaction().execute(async (trx) => {
    // The customer row first, as a reset does: links and resets of one account run one at a time.
    await trx.selectFrom('customers').select('id').where('id', '=', customerId).forUpdate().execute();
    await trx
      .deleteFrom('password_reset_tokens')
      .where('customer_id', '=', customerId)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('password_reset_tokens')
      .values({
        token_hash: hashToken(token),
        organiser_id: facts.organiserId,
        customer_id: customerId,
        expires_at: expires,
        used_at: null,
      })
      .execute();
  });
  const text = texts[facts.language];
  const link = `${deps.publicOrigin(facts.hostname)}/${facts.language}/auth/password?token=${token}`;
  return customerMail(facts, 'password.reset', text.reset.subject, [
    text.reset.intro,
    link,
    '',
    text.reset.ignore,
  ]);
}

/** The welcome mail once an account is created (`account.created`), with the way to the account. */
export async function accountCreatedMessage(
  db: Database,
  customerId: number,
  deps: Pick<LinkDeps, 'publicOrigin'>,
): Promise<MailMessage | null> {
  const facts = await accountFacts(db, customerId);
  if (!facts) return null;
  const text = texts[facts.language];
  return customerMail(facts, 'account.created', text.welcome.subject(facts.organiserName), [
    text.welcome.intro(facts.to),
    text.welcome.next,
    `${deps.publicOrigin(facts.hostname)}/${facts.language}/account`,
  ]);
}
