import { describe, expect, it } from 'vitest';
import { reviewMessages } from '../catalogue/reviews/messages';
import { waitingListPositionMessages } from '../kit/waiting-list.messages';
import { withAreaMessages } from './area-messages';
import { createI18n, resources } from './index';

function leafKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? leafKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

const AREAS = { reviewMessages, waitingListPositionMessages };

describe('texts that come with their components (withAreaMessages)', () => {
  it.each(
    Object.entries(AREAS),
  )('%s: the same keys in French and English, none empty, none in the first load', (_, area) => {
    const keys = leafKeys(area.fr).sort();
    expect(keys).toEqual(leafKeys(area.en).sort());
    const firstLoad = new Set(leafKeys(resources.fr.translation));
    for (const key of keys) expect(firstLoad.has(key), key).toBe(false);
  });

  it('adds an area once, in the page’s language, and its texts translate', async () => {
    const en = await createI18n('en');
    expect(en.exists('catalog.reviews.title')).toBe(false);
    withAreaMessages(en, reviewMessages);
    withAreaMessages(en, reviewMessages);
    expect(en.t('catalog.reviews.average', { average: '4.5', count: 2 })).toBe('4.5 out of 5 (2 reviews)');
    withAreaMessages(en, waitingListPositionMessages);
    // The form's own texts stay beside the added ones.
    expect(en.t('catalog.waitingList.title')).toBe('Waiting list');
    expect(en.t('catalog.waitingList.ordinal.few', { n: 23 })).toBe('23rd');
  });
});
