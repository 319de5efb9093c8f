import { beforeAll, describe, expect, it } from 'vitest';
import { documentDownloadQuery } from '../../core/registration/index';
import { petitsSportifs } from '../seed/demo/petits-sportifs';
import { validateOrganiserFile } from '../seed/import-file';
import {
  type AvailabilityFixture,
  availabilityOf,
  type Customer,
  multisportAnswers,
  payFromWallet,
  register,
  zoeAndBob,
} from './account/registration-fixtures';
import { pdfText } from './documents/pdf-text';
import { attachmentDisposition } from './routes/account-registrations';
import { expectRefusal, frField, organiserAt, signedIn } from './test-fixtures';
import { useTestApp } from './test-suite-app';
import { drivers, EN_HOST, FR_HOST, TEST_NOW, type TestClient, tableCounts } from './test-support';

type Row = Record<string, unknown>;

/**
 * GET /api/documents/download (part 2 §7 "a browser navigation, not a background call"; part 1 §4 "Document
 * download allowed only if payment requirement met (paid >= deposit or total) and, when a date requirement
 * exists, the start/end date has passed", "Cancelled registration: documents hidden"; part 2 §5 "Document
 * form: required custom fields are mandatory"): the PDF, read back with pdf.js, and every refusal.
 */
describe.each(drivers)('documents on %s', { timeout: 180_000 }, (driver) => {
  const app = useTestApp(driver, { resetClock: true });
  let zoe: Customer;
  let bob: Customer;
  let carnival: AvailabilityFixture;
  let sport: { id: number; cuid: string; reference: string; total_amount: number; deposit_amount: number };
  let painting: { id: number; cuid: string };
  let bobs: { id: number };
  const ids = { attestation: 0, fiche: 0, certificate: 0, medecin: 0, allergies: 0, swim: 0 };

  const documentId = async (cuid: string) =>
    (await app.db.selectFrom('documents').select('id').where('cuid', '=', cuid).executeTakeFirstOrThrow()).id;
  /** The browser's navigation: the raw answer (a PDF, or a JSON refusal). */
  const navigate = (client: TestClient, query: Record<string, string>, host = FR_HOST) =>
    app.request(`http://${host}/api/documents/download?${new URLSearchParams(query)}`, {
      headers: { host, ...(client.cookie ? { cookie: client.cookie } : {}) },
    });
  const refusal =
    (client: TestClient, query: Record<string, string>, host = FR_HOST) =>
    async () => {
      const response = await navigate(client, query, host);
      return { status: response.status, body: (await response.json()) as Row };
    };
  const fiche = (registrationId: number, values: Record<number, string> = {}) =>
    documentDownloadQuery(registrationId, ids.fiche, values);
  /** Lets a signed-in client's session outlive a clock moved weeks ahead. */
  const keepSessions = () =>
    app.db.updateTable('sessions').set({ expires_at: '2030-01-01T00:00:00.000Z' }).execute();

  beforeAll(async () => {
    ({ zoe, bob } = await zoeAndBob(app));
    ids.attestation = await documentId('ps-doc-attestation');
    ids.fiche = await documentId('ps-doc-fiche-sanitaire');
    ids.certificate = await documentId('ac-doc-certificate');
    ids.medecin = await frField(app.db, 'Médecin traitant');
    ids.allergies = await frField(app.db, 'Allergies');
    ids.swim = await frField(app.db, 'Sait nager');
    carnival = await availabilityOf(app.db, 'ps-av-carnaval-multisport-s2');
    const answers = await multisportAnswers(app.db, carnival.activityId);
    sport = await register(
      app,
      zoe,
      carnival,
      [0, 1, 3, 4].map((index) => carnival.dates[index]?.id ?? 0),
      answers,
    );
    const arts = await availabilityOf(app.db, 'ps-av-noel-arts-s1');
    painting = await register(
      app,
      zoe,
      arts,
      arts.dates.map((date) => date.id),
    );
    bobs = await register(app, bob, carnival, [carnival.dates[0]?.id ?? 0], answers);
  }, 120_000);

  it('draws the Fiche sanitaire once the deposit is paid, with the fields given and the participant’s own', async () => {
    await expectRefusal(app.db, refusal(zoe.client, fiche(sport.id)), 409, 'DOCUMENT.PAYMENT_REQUIRED');
    await payFromWallet(app, zoe, sport.cuid, sport.deposit_amount);

    // "required custom fields are mandatory": the doctor is asked on this document; a choice must be one.
    const missing = await expectRefusal(
      app.db,
      refusal(zoe.client, fiche(sport.id)),
      400,
      'VALIDATION_FAILED',
    );
    expect(missing.body.fields).toEqual({ [`custom_element_${ids.medecin}`]: 'required' });
    const wrong = await expectRefusal(
      app.db,
      refusal(zoe.client, fiche(sport.id, { [ids.medecin]: 'Dr Martin', [ids.swim]: 'Peut-être' })),
      400,
      'VALIDATION_FAILED',
    );
    expect(wrong.body.fields).toEqual({ [`custom_element_${ids.swim}`]: 'not_allowed' });

    const counts = await tableCounts(app.db);
    const response = await navigate(
      zoe.client,
      fiche(sport.id, {
        [ids.medecin]: 'Dr Émile Lefèvre — 02 555 12 34',
        [ids.allergies]: 'Gluten, Lactose',
      }),
    );
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      attachmentDisposition(`Fiche sanitaire ${sport.reference}.pdf`),
    );
    expect(response.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''Fiche%20sanitaire%20${sport.reference}.pdf`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const { text } = await pdfText(bytes);
    for (const expected of [
      'Les Petits Sportifs',
      'Fiche sanitaire',
      'Zoé Lefèvre',
      'Multisport aventure (6–9 ans)',
      'Salle des Casernes',
      sport.reference,
      'Acompte',
      '40,00 €',
      // The organiser's text with its placeholders resolved, « » and the dates in French.
      'Fiche sanitaire de Zoé Lefèvre pour « Multisport aventure (6–9 ans) »',
      'lundi 22 février 2027',
      // The custom elements: the values given, and the participant's own answer where none is given.
      'Médecin traitant : Dr Émile Lefèvre — 02 555 12 34',
      'Allergies : Gluten, Lactose',
      'Sait nager : Oui',
      'Je soussigné(e), Zoé Lefèvre, certifie l’exactitude de ces informations.',
    ]) {
      expect(text).toContain(expected);
    }
    // A download writes nothing.
    expect(await tableCounts(app.db)).toEqual(counts);
  });

  it('gives the Attestation once the total is paid and the camp has ended', async () => {
    const query = documentDownloadQuery(sport.id, ids.attestation, {});
    await expectRefusal(app.db, refusal(zoe.client, query), 409, 'DOCUMENT.PAYMENT_REQUIRED');
    await payFromWallet(app, zoe, sport.cuid, sport.total_amount - sport.deposit_amount);
    await expectRefusal(app.db, refusal(zoe.client, query), 409, 'DOCUMENT.NOT_YET_AVAILABLE');

    await keepSessions();
    const end = carnival.dates.at(-1)?.end_at ?? TEST_NOW;
    app.setNow(new Date(Date.parse(end) + 60_000).toISOString());
    const response = await navigate(zoe.client, query);
    expect(response.status, await response.clone().text()).toBe(200);
    const { text } = await pdfText(new Uint8Array(await response.arrayBuffer()));
    for (const expected of [
      'Attestation de participation',
      'Les Petits Sportifs certifient que Zoé Lefèvre, né(e) le 10 mars 2018,',
      'a participé à « Multisport aventure (6–9 ans) »',
      `(inscription ${sport.reference})`,
      'Montant payé :',
      'Fait à Bruxelles, le 26 février 2027',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('finds no document for another activity, another organiser, another customer or a cancelled registration', async () => {
    // The Fiche sanitaire is the multisport camps' only; the academy's certificate is another organiser's.
    const cases: Array<[TestClient, Record<string, string>, number, string]> = [
      [zoe.client, fiche(painting.id, { [ids.medecin]: 'Dr Martin' }), 404, 'DOCUMENT_NOT_FOUND'],
      [zoe.client, documentDownloadQuery(sport.id, ids.certificate, {}), 404, 'DOCUMENT_NOT_FOUND'],
      [zoe.client, documentDownloadQuery(sport.id, 2_000_000_000, {}), 404, 'DOCUMENT_NOT_FOUND'],
      [zoe.client, fiche(bobs.id, { [ids.medecin]: 'Dr Martin' }), 404, 'DOCUMENT_NOT_FOUND'],
      [bob.client, fiche(sport.id, { [ids.medecin]: 'Dr Martin' }), 404, 'DOCUMENT_NOT_FOUND'],
      [app.client(FR_HOST), fiche(sport.id, { [ids.medecin]: 'Dr Martin' }), 401, 'UNAUTHENTICATED'],
      [zoe.client, { registration_id: 'abc', document_id: String(ids.fiche) }, 400, 'VALIDATION_FAILED'],
      [
        zoe.client,
        { ...fiche(sport.id), [`custom_element_${ids.medecin}`]: 'Dr\u0000Martin' },
        400,
        'VALIDATION_FAILED',
      ],
    ];
    for (const [client, query, status, code] of cases) {
      await expectRefusal(app.db, refusal(client, query), status, code);
    }
    // "Cancelled registration: documents hidden."
    const cancelled = await zoe.client.call('POST', '/api/registrations/cancel', {
      body: { registration_id: sport.id, message: 'Déménagement' },
    });
    expect(cancelled.status).toBe(200);
    await expectRefusal(
      app.db,
      refusal(zoe.client, fiche(sport.id, { [ids.medecin]: 'Dr Martin' })),
      404,
      'DOCUMENT_NOT_FOUND',
    );
  });

  it('lays out long organiser texts over several pages, with every character it writes', async () => {
    const activity = await app.db
      .selectFrom('availabilities')
      .innerJoin('registrations', 'registrations.availability_id', 'availabilities.id')
      .select('availabilities.activity_id')
      .where('registrations.id', '=', painting.id)
      .executeTakeFirstOrThrow();
    const organiser = await organiserAt(app.db, FR_HOST);
    const sentence = 'Le cœur à l’ouvrage, ça déménage : « été », €, œuvre, Noël — ';
    await app.db
      .insertInto('documents')
      .values({
        cuid: 'test-doc-long',
        organiser_id: organiser.id,
        activity_id: activity.activity_id,
        title: 'Règlement / intérieur',
        description: null,
        icon: null,
        payment_requirement: 'DEPOSIT',
        date_requirement: null,
        pages: JSON.stringify([
          {
            elements: [
              { type: 'TEXT', text: sentence.repeat(120), settings: { fontSize: 14, color: '#aa3300' } },
              {
                type: 'TEXT',
                text: `Sans espace : ${'x'.repeat(400)} 👍🏽 fin.`,
                settings: { color: 'rouge' },
              },
            ],
          },
          { elements: [{ type: 'TEXT', text: 'Page deux pour {participant.firstname} {inconnu}.' }] },
        ]),
        sort_order: 9,
      })
      .execute();
    const id = await documentId('test-doc-long');
    const response = await navigate(zoe.client, documentDownloadQuery(painting.id, id, {}));
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(`filename="Reglement interieur`);
    const { pages, text } = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(text).toContain('Le cœur à l’ouvrage, ça déménage : « été », €, œuvre, Noël');
    expect(text.replace(/ /g, '')).toContain('x'.repeat(400));
    expect(text).toContain('Page deux pour Zoé {inconnu}.');
  });

  it('draws the academy’s certificate in English', async () => {
    const oliver = await signedIn(app, EN_HOST, { email: 'oliver@example.com', password: 'demo-password' });
    const emma = await app.db
      .selectFrom('participants')
      .innerJoin('customers', 'customers.id', 'participants.customer_id')
      .select(['participants.id', 'customers.id as customer_id'])
      .where('customers.email', '=', 'oliver@example.com')
      .executeTakeFirstOrThrow();
    const camp = await availabilityOf(app.db, 'ac-av-christmas-code-w1');
    const added = await oliver.call('POST', '/api/carts/items', {
      body: {
        registrations: [
          {
            availability_id: camp.id,
            participant_id: emma.id,
            quantity: 1,
            availability_dates: camp.dates.map((date) => ({ date_id: date.id })),
          },
        ],
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const done = await oliver.call('POST', '/api/carts/checkout', {
      body: { cart_id: (added.body.cart as Row).id, payment_strategy: 'DELAYED', terms: true },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const registration = await app.db
      .selectFrom('registrations')
      .select(['id', 'cuid', 'reference', 'total_amount'])
      .where('customer_id', '=', emma.customer_id)
      .where('availability_id', '=', camp.id)
      .executeTakeFirstOrThrow();
    await app.db
      .updateTable('customers')
      .set({ wallet_amount: registration.total_amount })
      .where('id', '=', emma.customer_id)
      .execute();
    const paid = await oliver.call('POST', '/api/transactions/wallet', {
      body: { amount: registration.total_amount, destination: registration.cuid },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    await keepSessions();
    app.setNow(new Date(Date.parse(camp.dates.at(-1)?.end_at ?? TEST_NOW) + 60_000).toISOString());

    const response = await navigate(
      oliver,
      documentDownloadQuery(registration.id, ids.certificate, {}),
      EN_HOST,
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const { text } = await pdfText(new Uint8Array(await response.arrayBuffer()));
    for (const expected of [
      'Little Lab Academy',
      'Certificate of attendance',
      'Little Lab Academy certifies that Emma Smith attended “Holiday code camp (9–13)”',
      'Monday, 21 December 2026, 09:30 – 16:30',
      'Amount paid',
      '€',
    ]) {
      expect(text).toContain(expected);
    }
    // The FR organiser's documents are not the academy's.
    await expectRefusal(
      app.db,
      refusal(oliver, documentDownloadQuery(registration.id, ids.attestation, {}), EN_HOST),
      404,
      'DOCUMENT_NOT_FOUND',
    );
  });
});

describe('documents in an organiser import file', () => {
  it('imports the demo documents and reports unknown activities and fields, bad settings, a missing requirement', () => {
    const file = petitsSportifs(TEST_NOW);
    expect(validateOrganiserFile(file).ok).toBe(true);
    const broken = {
      ...file,
      documents: [
        ...(file.documents ?? []),
        {
          cuid: 'ps-doc-attestation',
          title: 'Copie',
          activity: 'no-such-activity',
          pages: [
            {
              elements: [
                { type: 'CUSTOM_FIELD', entity: 'PARTICIPANTS', field: 'Pointure' },
                { type: 'CUSTOM_FIELD', entity: 'CUSTOMERS', field: 'Sait nager' },
                { type: 'TEXT', text: 'x', settings: { fontSize: 0, color: 'red' } },
                { type: 'IMAGE', url: 'x' },
              ],
            },
          ],
        },
      ],
    };
    const result = validateOrganiserFile(broken);
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    for (const expected of [
      'documents[2].payment_requirement: is required',
      'documents[2].cuid: duplicate document cuid "ps-doc-attestation" (also at documents[0].cuid)',
      'documents[2].activity: unknown activity slug "no-such-activity"',
      'documents[2].pages[0].elements[0].field: unknown participants custom field "Pointure"',
      'documents[2].pages[0].elements[1].field: unknown customers custom field "Sait nager"',
    ]) {
      expect(errors).toContain(expected);
    }
    expect(errors).toEqual(
      expect.arrayContaining([
        'documents[2].pages[0].elements[2].settings.fontSize: must be at least 1, got 0',
        'documents[2].pages[0].elements[2].settings.color: a colour is "#" and 6 hexadecimal digits, e.g. "#1f6feb"',
        'documents[2].pages[0].elements[3].type: unexpected value {"type":"IMAGE","url":"x"}',
      ]),
    );
    expect(errors).toHaveLength(8);
  });
});
