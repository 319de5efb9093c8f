import assert from 'node:assert/strict';
import fc from 'fast-check';
import { backoff, RETRY_POLICY, retrySchedule } from '../../adapters/http/retry';
import { organiserSettingsSchema } from '../../adapters/seed/import-file';
import { sanitizeHtml } from '../../adapters/server/security/sanitize-html';
import { topbarSchema, websiteSchema } from '../../core/schemas';
import {
  blockSettingsSchemas,
  DEFAULT_ACCENT,
  FLEX_CONTAINER_DEFAULTS,
  GRID_CONTAINER_DEFAULTS,
  HEADING_DEFAULTS,
  PARAGRAPH_DEFAULTS,
  sectionSettingsSchemas,
} from '../../core/site';
import { DURATION_UNITS, durationInLargestUnit, UNIT_SECONDS } from '../../core/time';
import { defineArea } from '../book';
import { expectFieldErrors, expectOk, newCustomer, registration, signedIn, visitor } from '../http';

// Part 2 §9, one constant to a rule: each checked against what ships (the schemas the page renderer, the
// import and the server parse with; the HTTP client's retry schedule; the server's answers).
export default defineArea({
  area: 'LIMIT',
  title: 'Business constants, one to a rule',
  rules: [
    {
      id: 'LIMIT-01',
      source: 'part 2 §9',
      sentence:
        'Organiser defaults: bank transfers on, online payments off, create participant for customer on, cart expiry 15 minutes',
      kind: 'examples',
      check: () => {
        // An organiser file that names no setting (the import command) gets these.
        const settings = organiserSettingsSchema.parse({});
        assert.deepEqual(
          {
            bankTransfers: settings.payment_methods.bank_transfers,
            onlinePayments: settings.payment_methods.online,
            createParticipant: settings.create_participant,
            cartExpiryMinutes: settings.cart_expiry_minutes,
          },
          { bankTransfers: true, onlinePayments: false, createParticipant: true, cartExpiryMinutes: 15 },
        );
      },
    },
    {
      id: 'LIMIT-02',
      source: 'part 2 §9',
      sentence: 'Website theme default, accent colour #e67e22.',
      kind: 'examples',
      check: () => {
        // A website sent without a theme (the server's answer, parsed by the storefront) is drawn in #e67e22.
        assert.equal(DEFAULT_ACCENT, '#e67e22');
        assert.deepEqual(websiteSchema.shape.theme.parse(undefined), { accent_color: '#e67e22' });
        assert.deepEqual(websiteSchema.shape.theme.parse({}), { accent_color: '#e67e22' });
      },
    },
    {
      id: 'LIMIT-03',
      source: 'part 2 §9',
      sentence: 'Grid container default 3 columns, gap 2rem;',
      kind: 'examples',
      check: () => {
        assert.deepEqual(GRID_CONTAINER_DEFAULTS, { columns: 3, gap: '2rem' });
        assert.deepEqual(sectionSettingsSchemas['grid-container'].parse({}), { columns: 3, gap: '2rem' });
      },
    },
    {
      id: 'LIMIT-04',
      source: 'part 2 §9',
      sentence: 'flex container gap 1rem;',
      kind: 'examples',
      check: () => {
        assert.equal(FLEX_CONTAINER_DEFAULTS.gap, '1rem');
        assert.equal(sectionSettingsSchemas['flex-container'].parse({}).gap, '1rem');
      },
    },
    {
      id: 'LIMIT-05',
      source: 'part 2 §9',
      sentence: 'container display default block.',
      kind: 'examples',
      check: () => {
        assert.deepEqual(sectionSettingsSchemas.container.parse({}), { display: 'block' });
      },
    },
    {
      id: 'LIMIT-06',
      source: 'part 2 §9',
      sentence: 'Card image aspect ratio default auto, grayscale true.',
      kind: 'examples',
      check: () => {
        // Every cards grid the page renderer knows.
        for (const name of [
          'activities-cards-grid',
          'bundles-cards-grid',
          'memberships-cards-grid',
          'vouchers-cards-grid',
        ] as const) {
          const settings = sectionSettingsSchemas[name].parse({});
          assert.deepEqual([settings.image_aspect_ratio, settings.image_grayscale], ['auto', true], name);
        }
      },
    },
    {
      id: 'LIMIT-07',
      source: 'part 2 §9',
      sentence: 'Heading default 32px weight 700;',
      kind: 'examples',
      check: () => {
        assert.deepEqual([HEADING_DEFAULTS.size, HEADING_DEFAULTS.weight], ['32px', 700]);
        const heading = blockSettingsSchemas.heading.parse({ text: 'Nos stages' });
        assert.deepEqual([heading.size, heading.weight], ['32px', 700]);
      },
    },
    {
      id: 'LIMIT-08',
      source: 'part 2 §9',
      sentence: 'paragraph 1rem weight 400.',
      kind: 'examples',
      check: () => {
        assert.deepEqual(PARAGRAPH_DEFAULTS, { size: '1rem', weight: 400 });
        const paragraph = blockSettingsSchemas.paragraph.parse({ text: 'Bienvenue' });
        assert.deepEqual([paragraph.size, paragraph.weight], ['1rem', 400]);
      },
    },
    {
      id: 'LIMIT-09',
      source: 'part 2 §9',
      sentence: 'Password minimum 6.',
      kind: 'http',
      check: async () => {
        const browser = await visitor();
        await expectFieldErrors(
          () =>
            browser.call('POST', '/api/auth/register', {
              body: { ...registration('five@example.be'), password: '12345' },
            }),
          { password: 'required' },
        );
        // Six characters are enough: the account is made and signs in with them.
        const { email } = await newCustomer('123456');
        const again = await signedIn({ email, password: '123456' });
        await expectOk(again.call('GET', '/api/account/registrations'));
      },
    },
    {
      id: 'LIMIT-10',
      source: 'part 2 §9',
      sentence: '3 retries with exponential delay from 1 s doubling, capped at 30 s.',
      kind: 'property',
      check: () => {
        // The schedule the HTTP client's reads follow (adapters/http/client.ts; writes are never retried).
        assert.equal(RETRY_POLICY.retries, 3);
        assert.deepEqual([...retrySchedule], [1000, 2000, 4000]);
        fc.assert(
          fc.property(fc.nat(40), (retries) => {
            const waits = backoff(retries);
            return (
              waits.length === retries &&
              waits.every((wait, index) => wait === Math.min(1000 * 2 ** index, 30_000)) &&
              waits.every((wait) => wait <= 30_000)
            );
          }),
        );
      },
    },
    {
      id: 'LIMIT-11',
      source: 'part 2 §9',
      sentence: 'Topbar default colours background #000000, text #FFFFFF.',
      kind: 'examples',
      check: () => {
        const topbar = topbarSchema.parse({
          content: { contacts: { phone: null, email: null }, announcement: null },
          settings: { text: {}, background: {} },
        });
        assert.deepEqual(
          [topbar.settings.background.color, topbar.settings.text.color],
          ['#000000', '#FFFFFF'],
        );
      },
    },
    {
      id: 'LIMIT-12',
      source: 'part 2 §9',
      sentence: 'Rich-text headings H1 to H4;',
      kind: 'property',
      check: () => {
        // Organiser HTML is cleaned when it is written (adapters/server/security): h1 to h4 stay, h5 and h6
        // lose their tag and keep their text.
        fc.assert(
          fc.property(
            fc.integer({ min: 1, max: 6 }),
            fc.stringMatching(/^[A-Za-z0-9 ]{1,20}$/),
            (level, text) => {
              const clean = sanitizeHtml(`<h${level}>${text}</h${level}>`);
              return level <= 4 ? clean === `<h${level}>${text}</h${level}>` : clean === text;
            },
          ),
        );
      },
    },
    {
      id: 'LIMIT-13',
      source: 'part 2 §9',
      sentence: 'Time units seconds to years.',
      kind: 'property',
      check: () => {
        assert.deepEqual([...DURATION_UNITS].reverse(), [
          'seconds',
          'minutes',
          'hours',
          'days',
          'weeks',
          'months',
          'years',
        ]);
        // A validity reads in the largest unit that counts it exactly, from seconds up to years.
        fc.assert(
          fc.property(
            fc.constantFrom(...DURATION_UNITS),
            fc.integer({ min: 1, max: 1000 }),
            (unit, value) => {
              const read = durationInLargestUnit(value * UNIT_SECONDS[unit]);
              return (
                read !== null &&
                read.value * UNIT_SECONDS[read.unit] === value * UNIT_SECONDS[unit] &&
                UNIT_SECONDS[read.unit] >= UNIT_SECONDS[unit]
              );
            },
          ),
        );
      },
    },
  ],
});
