import { describe, expect, it } from 'vitest';
import {
  hasOpenSeats,
  pageContentText,
  plainExcerpt,
  plainText,
  prefixTsquery,
  SEARCH_MAX_WORDS,
  searchWords,
} from './index';

describe('searchWords', () => {
  it('keeps letters and digits, splits on everything else, composes accents', () => {
    expect(searchWords("l'Éveil  musical, 3-5 ans!")).toEqual(['l', 'Éveil', 'musical', '3', '5', 'ans']);
    expect(searchWords('e\u0301veil')).toEqual(['éveil']);
    expect(searchWords('&|!:*()<->\'"\\')).toEqual([]);
    expect(searchWords('natation NATATION nage')).toEqual(['natation', 'nage']);
  });
  it('keeps at most the first words, each cut to its bound', () => {
    const many = Array.from({ length: 20 }, (_, index) => `w${index}`).join(' ');
    expect(searchWords(many)).toHaveLength(SEARCH_MAX_WORDS);
    expect(searchWords('a'.repeat(500))[0]).toHaveLength(64);
  });
});

describe('prefixTsquery', () => {
  it('requires every word and reads the last one as a prefix', () => {
    expect(prefixTsquery('nata')).toBe('nata:*');
    expect(prefixTsquery('cours de nata')).toBe('cours & de & nata:*');
    expect(prefixTsquery("natation' | !eveil:*")).toBe('natation & eveil:*');
  });
  it('is null without a word', () => {
    expect(prefixTsquery('')).toBeNull();
    expect(prefixTsquery(' &|!:* ')).toBeNull();
  });
});

describe('plainText and plainExcerpt', () => {
  it('drops tags, scripts and comments and decodes entities', () => {
    expect(plainText('<p>Roulades &amp; <b>poutre</b></p><script>alert(1)</script><!-- x -->fin')).toBe(
      'Roulades & poutre fin',
    );
    expect(plainText('&lt;script&gt; &#233;t&#xE9; &#0; &unknown;')).toBe(
      '<script> été   &unknown;'.replace(/ {2,}/g, ' '),
    );
  });
  it('cuts at a word with an ellipsis', () => {
    expect(plainExcerpt('<p>un deux trois quatre</p>', 12)).toBe('un deux…');
    expect(plainExcerpt('<p>court</p>', 12)).toBe('court');
    expect(plainExcerpt(null)).toBe('');
  });
});

describe('pageContentText', () => {
  it('reads the readable strings of sections and blocks only', () => {
    const content = [
      {
        type: 'split-hero',
        props: { title: 'Des stages', description: '<p>Multisport</p>', image: '/media/x.svg' },
        blocks: [{ type: 'heading', props: { text: 'Les prochains' } }],
      },
    ];
    expect(plainText(pageContentText(content))).toBe('Des stages Multisport Les prochains');
  });
});

describe('hasOpenSeats', () => {
  const now = '2026-11-22T10:00:00.000Z';
  const availability = {
    cuid: 'a',
    status: 'OPEN' as const,
    start_at: '2026-12-01T09:00:00.000Z',
    end_at: '2026-12-05T15:00:00.000Z',
    capacity: 10,
    registered: 3,
    dates: [
      {
        start_at: '2026-11-20T09:00:00.000Z',
        end_at: '2026-11-20T15:00:00.000Z',
        status: 'OPEN' as const,
        capacity: 10,
        registered: 0,
      },
      {
        start_at: '2026-12-01T09:00:00.000Z',
        end_at: '2026-12-01T15:00:00.000Z',
        status: 'OPEN' as const,
        capacity: 10,
        registered: 10,
      },
    ],
  };
  it('needs a date to come with a free seat', () => {
    expect(hasOpenSeats(availability, now)).toBe(false);
    const freed = { ...availability, dates: availability.dates.map((date) => ({ ...date, registered: 2 })) };
    expect(hasOpenSeats(freed, now)).toBe(true);
  });
  it('follows the add form: closed, full or registrations over offer nothing', () => {
    const open = { ...availability, dates: [] };
    expect(hasOpenSeats(open, now)).toBe(true);
    expect(hasOpenSeats({ ...open, status: 'FULL' }, now)).toBe(false);
    expect(hasOpenSeats({ ...open, registrations_end_at: '2026-11-01T00:00:00.000Z' }, now)).toBe(false);
    expect(hasOpenSeats({ ...open, registered: 10 }, now)).toBe(false);
    expect(hasOpenSeats({ ...open, capacity: null, registered: 99 }, now)).toBe(true);
  });
});
