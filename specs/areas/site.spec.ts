import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createActor } from 'xstate';
import {
  emptyToastQueue,
  expireToasts,
  nextToastDeadline,
  settleToast,
  showToast,
} from '../../core/notifications';
import {
  footerLinkHref,
  isCurrentTab,
  isExternalLink,
  linkTarget,
  localizedHref,
  navLinkHref,
  shellMachine,
} from '../../core/site';
import { defineArea, examples } from '../book';

const segment = fc.stringMatching(/^[a-z0-9-]{0,10}$/);
const path = fc
  .array(segment, { maxLength: 4 })
  .map((parts) => `/${parts.join('/')}`)
  .filter((p) => !p.startsWith('//'));
const language = fc.constantFrom('fr', 'en');
const shellFlags = (actor: {
  getSnapshot: () => { context: { mobileMenuOpen: boolean; submenu: string | null; cartOpen: boolean } };
}) => {
  const { mobileMenuOpen, submenu, cartOpen } = actor.getSnapshot().context;
  return { mobileMenuOpen, submenu, cartOpen };
};
const CLOSED = { mobileMenuOpen: false, submenu: null, cartOpen: false };

export default defineArea({
  area: 'SITE',
  title: 'Site: page shell, links, toasts',
  rules: [
    {
      id: 'SITE-01',
      source: 'part 1 §2',
      sentence:
        'Links are prefixed with the current language code when a language is set and the path starts with a slash.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(path, language, (p, lang) => {
            const once = localizedHref(p, lang);
            return (
              localizedHref(once, lang) === once &&
              once.startsWith(`/${lang}`) &&
              localizedHref(p, null) === p &&
              localizedHref(p.slice(1), lang) === p.slice(1)
            );
          }),
        );
        examples<[string, string | null], string>(
          [
            [['/blog', 'fr'], '/fr/blog'],
            [['/fr/blog', 'fr'], '/fr/blog'],
            [['/blog', null], '/blog'],
            [['https://example.org/x', 'en'], 'https://example.org/x'],
            [['//cdn.example.org/x', 'en'], '//cdn.example.org/x'],
          ],
          ([href, lang]) => localizedHref(href, lang),
        );
      },
    },
    {
      id: 'SITE-02',
      source: 'part 1 §2',
      sentence: "External links (starting with http and not on the site's own hostname) open in a new tab.",
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(fc.domain(), fc.domain(), path, (own, other, p) => {
            const ownLink = !isExternalLink(`https://${own}${p}`, own) && !isExternalLink(p, own);
            const otherLink =
              own.toLowerCase() === other.toLowerCase() || isExternalLink(`http://${other}${p}`, own);
            return ownLink && otherLink;
          }),
        );
        examples<string, string | undefined>(
          [
            ['https://partner.org', '_blank'],
            ['https://shop.example.com/blog', undefined],
            ['/blog', undefined],
            ['mailto:hello@example.com', undefined],
          ],
          (href) => linkTarget(href, 'shop.example.com').target,
        );
      },
    },
    {
      id: 'SITE-03',
      source: 'part 1 §4',
      sentence:
        'Shared shell state: mobile menu, mega-menu submenu and cart open flags; closing all resets them.',
      kind: 'machine',
      check: () => {
        const actor = createActor(shellMachine, { input: { pathname: '/' } }).start();
        assert.deepEqual(shellFlags(actor), CLOSED);
        actor.send({ type: 'menu.open' });
        actor.send({ type: 'submenu.open', id: 'activities' });
        actor.send({ type: 'cart.open' });
        assert.deepEqual(shellFlags(actor), { mobileMenuOpen: true, submenu: 'activities', cartOpen: true });
        const restored = createActor(shellMachine, {
          snapshot: JSON.parse(JSON.stringify(actor.getPersistedSnapshot())),
          input: { pathname: '/' },
        }).start();
        assert.deepEqual(restored.getSnapshot().context, actor.getSnapshot().context);
        actor.send({ type: 'shell.closeAll' });
        assert.deepEqual(shellFlags(actor), CLOSED);
      },
    },
    {
      id: 'SITE-04',
      source: 'part 1 §2',
      sentence: 'Escape closes menus and cart; any path change closes them too.',
      kind: 'machine',
      check: () => {
        const actor = createActor(shellMachine, { input: { pathname: '/blog' } }).start();
        actor.send({ type: 'menu.open' });
        actor.send({ type: 'submenu.open', id: 'm' });
        actor.send({ type: 'cart.open' });
        actor.send({ type: 'shell.escape' });
        assert.deepEqual(shellFlags(actor), CLOSED);
        actor.send({ type: 'cart.open' });
        actor.send({ type: 'menu.open' });
        actor.send({ type: 'route.changed', pathname: '/blog' });
        assert.equal(actor.getSnapshot().context.cartOpen, true, 'the same path is not a path change');
        actor.send({ type: 'route.changed', pathname: '/activities/yoga' });
        assert.deepEqual(shellFlags(actor), CLOSED);
      },
    },
    {
      id: 'SITE-05',
      source: 'part 1 §4',
      sentence: 'Form toast: loading (no auto-close), then success or error.',
      kind: 'machine',
      check: () => {
        // The toast queue behind every form's toast (ui/toasts): a loading toast never closes by itself and
        // settles, under the same id, into success or error, which then close on their own.
        for (const tone of ['success', 'error'] as const) {
          let state = showToast(
            emptyToastQueue(),
            { scope: 'form', tone: 'loading', text: 'forms.states.loading' },
            0,
          );
          const id = state.toasts[0]?.id ?? '';
          assert.equal(nextToastDeadline(state), null);
          assert.equal(expireToasts(state, 600_000).toasts.length, 1);
          state = settleToast(state, id, { scope: 'form', tone, text: tone }, 600_000);
          assert.deepEqual(
            state.toasts.map((toast) => [toast.id, toast.tone]),
            [[id, tone]],
          );
          assert.equal(expireToasts(state, 602_000).toasts.length, 0);
        }
      },
    },
    {
      id: 'SITE-06',
      source: 'part 1 §3',
      sentence: 'Nav link: id, name, href (empty becomes #), children (recursive).',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(fc.option(fc.string(), { nil: null }), (href) =>
            href !== null && href.trim() !== '' ? navLinkHref(href) === href : navLinkHref(href) === '#',
          ),
        );
      },
    },
    {
      id: 'SITE-07',
      source: 'part 1 §2',
      sentence:
        'Footer: organiser name, logo and quote, navigation columns (links without an address render as plain text), and a copyright line.',
      kind: 'examples',
      check: () => {
        examples<string | null, string | null>(
          [
            ['', null],
            [null, null],
            ['   ', null],
            ['/terms', '/terms'],
          ],
          footerLinkHref,
        );
      },
    },
    {
      id: 'SITE-08',
      source: 'part 1 §2',
      sentence: 'tabs of links (a tab is current when its path and its query parameters match)',
      kind: 'property',
      check: () => {
        const pair = fc.tuple(fc.stringMatching(/^[a-z]{1,6}$/), segment);
        fc.assert(
          fc.property(
            path,
            path,
            fc.uniqueArray(pair, { selector: ([key]) => key, maxLength: 4 }),
            (p, q, pairs) => {
              const query = pairs.map(([key, value]) => `${key}=${value}`);
              const href = query.length > 0 ? `${p}?${query.join('&')}` : p;
              const shuffled = [...query].reverse().join('&');
              const samePath = isCurrentTab(href, { pathname: p, search: shuffled });
              const otherPath =
                p.replace(/\/+$/, '') === q.replace(/\/+$/, '') ||
                !isCurrentTab(href, { pathname: q, search: shuffled });
              const extraParam = !isCurrentTab(href, {
                pathname: p,
                search: [...query, 'zz_extra=1'].join('&'),
              });
              return samePath && otherPath && extraParam;
            },
          ),
        );
      },
    },
  ],
});
