import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { participantCreateHref, participantReturnHref } from './participant-return';

describe('participantReturnHref', () => {
  it('goes back to the redirect with its query and the new participant', () => {
    expect(participantReturnHref('/availabilities/foot/c1?dates=a,b', 'p9')).toBe(
      '/availabilities/foot/c1?dates=a%2Cb&participant=p9',
    );
    expect(participantReturnHref('/cart/add?participant=old', 'p9')).toBe('/cart/add?participant=p9');
  });

  it('follows only same-site relative paths', () => {
    for (const unsafe of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(participantReturnHref(unsafe, 'p9')).toBeNull();
    }
    expect(participantReturnHref(undefined, 'p9')).toBeNull();
  });
});

describe('participantCreateHref', () => {
  it('asks the create screen to come back to the form, query included', () => {
    expect(participantCreateHref('/bundles/b-10?from=%2Fpacks')).toBe(
      '/account/participants/create?redirect=%2Fbundles%2Fb-10%3Ffrom%3D%252Fpacks',
    );
  });

  it('round trip: the create screen sends the customer back to the same form with the new participant', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    const form = fc.record({
      path: fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => `/${parts.join('/')}`),
      query: fc.dictionary(segment, fc.string({ maxLength: 12 }), { maxKeys: 3 }),
      previous: fc.option(segment, { nil: undefined }),
    });
    fc.assert(
      fc.property(form, segment, ({ path, query, previous }, cuid) => {
        const search = new URLSearchParams(query);
        if (previous === undefined) search.delete('participant');
        else search.set('participant', previous);
        const current = search.size > 0 ? `${path}?${search}` : path;
        // The create screen reads `redirect` from its own query, as its route does.
        const redirect = new URL(participantCreateHref(current), 'http://site.invalid').searchParams.get(
          'redirect',
        );
        const back = new URL(participantReturnHref(redirect ?? undefined, cuid) ?? '', 'http://site.invalid');
        const expected = new URLSearchParams(search);
        expected.set('participant', cuid);
        return (
          redirect === current &&
          back.pathname === path &&
          back.searchParams.toString() === expected.toString()
        );
      }),
    );
  });
});
