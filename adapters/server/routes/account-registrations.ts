import type { Context, Hono } from 'hono';
import { accountCalls, registrationCalls } from '../../../core/schemas/index';
import {
  cancelRegistration,
  createReview,
  type RegistrationWriteDeps,
  updateRegistration,
  updateReview,
} from '../account/registration-writes';
import { listRegistrations, readRegistration } from '../account/registrations-read';
import type { AppDeps, AppEnv } from '../context';
import { downloadDocument } from '../documents/download';
import { route } from '../http';
import { vacancyNotifier } from '../waiting-list/index';
import { accountScopeOf, detailCuid } from './account-request';

/** RFC 6266 / 5987: an ASCII fallback name and the exact UTF-8 name. */
export function attachmentDisposition(filename: string): string {
  const ascii = filename
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  const exact = encodeURIComponent(filename).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}

/**
 * The registrations tab of the account area and its writes (part 1 §2 "Account area"; part 2 §5, §7
 * "Registrations, requests, vouchers, documents"): GET /api/account/registrations and /:cuid, POST
 * /api/registrations/cancel, POST and PUT /api/registrations/review, PUT /api/registrations, and GET
 * /api/documents/download (a PDF). Every call acts for the signed-in customer on the site's organiser.
 */
export function accountRegistrationRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;
  const writes: RegistrationWriteDeps = {
    db,
    now: deps.now,
    seatLocking: deps.seatLocking ?? true,
    vacancies: vacancyNotifier(deps),
  };

  const scopeOf = (c: Context<AppEnv>) => accountScopeOf(c, deps.now());

  route(app, accountCalls.accountRegistrations, async (input, c) => listRegistrations(db, scopeOf(c), input));
  route(app, accountCalls.accountRegistration, async (_input, c) => {
    return readRegistration(db, scopeOf(c), detailCuid(c, 'REGISTRATION_NOT_FOUND'));
  });

  route(app, registrationCalls.cancelRegistration, async (input, c) => {
    await cancelRegistration(writes, scopeOf(c), input);
    return {};
  });
  route(app, registrationCalls.createReview, async (input, c) => ({
    review: await createReview(writes, scopeOf(c), input),
  }));
  route(app, registrationCalls.updateReview, async (input, c) => ({
    review: await updateReview(writes, scopeOf(c), input),
  }));
  route(app, registrationCalls.updateRegistration, async (input, c) => {
    await updateRegistration(writes, scopeOf(c), input);
    return {};
  });

  // A browser navigation: the answer is the PDF itself (route() passes a Response through untouched).
  route(app, registrationCalls.downloadDocument, async (input, c) => {
    const document = await downloadDocument(db, scopeOf(c), c.get('organiser'), input, c.req.query());
    return new Response(document.bytes, {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': attachmentDisposition(document.filename),
        'content-length': String(document.bytes.byteLength),
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  });
}
