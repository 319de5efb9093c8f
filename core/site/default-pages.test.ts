import { describe, expect, it } from 'vitest';
import { websitePageSchema } from '../schemas/index';
import { defaultWebsitePage, UNSUBSCRIBE_PATHNAME } from './index';

describe('defaultWebsitePage (part 1 §1 "Default website pages")', () => {
  it('gives the newsletter unsubscribe page, a valid page with one unsubscribe section and no texts of its own', () => {
    const page = defaultWebsitePage(UNSUBSCRIBE_PATHNAME);
    expect(websitePageSchema.parse(page)).toEqual(page);
    expect(page?.pathname).toBe('/newsletters/unsubscribe');
    expect(page?.title).toBe('');
    expect(page?.content.map((element) => [element.element, element.name, element.settings])).toEqual([
      ['section', 'newsletter-unsubscribe', {}],
    ]);
  });

  it('gives nothing where no default page lives', () => {
    expect(defaultWebsitePage('/')).toBeNull();
    expect(defaultWebsitePage('/terms')).toBeNull();
    expect(defaultWebsitePage('/newsletters/unsubscribe/')).toBeNull();
  });

  it('gives a fresh page each time: a caller changing one changes no other', () => {
    const first = defaultWebsitePage(UNSUBSCRIBE_PATHNAME);
    if (first) first.title = 'changed';
    expect(defaultWebsitePage(UNSUBSCRIBE_PATHNAME)?.title).toBe('');
  });
});
