/**
 * Site search (issue 20 §3): what a typed query becomes before it reaches the database, the plain-text
 * excerpt of organiser HTML, and which availabilities a search offers. Pure functions; "now" is a parameter.
 */
import { isSlotSelectable, type ScheduleAvailability, scheduleDates } from '../catalogue/index';
import { type InstantLike, isInFuture } from '../time/index';
import {
  SEARCH_EXCERPT_LENGTH,
  SEARCH_MAX_WORD_LENGTH,
  SEARCH_MAX_WORDS,
  SEARCH_SUGGEST_MIN_LENGTH,
} from './search.constants';

// A word: letters (any script, with their combining marks) and digits. Everything else separates words,
// so nothing the tsquery syntax reads as an operator (& | ! : * ( ) < > ' \ ...) can survive.
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;

/**
 * The words of a typed query, in order, without repeats (compared case-insensitively), at most
 * SEARCH_MAX_WORDS of at most SEARCH_MAX_WORD_LENGTH characters each. Unicode is composed first (NFC),
 * so "e" + combining acute and "é" are one word.
 */
export function searchWords(query: string): string[] {
  const words: string[] = [];
  const seen = new Set<string>();
  for (const match of query.normalize('NFC').matchAll(WORD)) {
    const word = [...match[0]].slice(0, SEARCH_MAX_WORD_LENGTH).join('');
    const key = word.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    words.push(word);
    if (words.length === SEARCH_MAX_WORDS) break;
  }
  return words;
}

/** Whether typed text asks for suggestions: long enough and holding a word. */
export function suggestsFor(text: string): boolean {
  return text.trim().length >= SEARCH_SUGGEST_MIN_LENGTH && searchWords(text).length > 0;
}

/**
 * The text given to PostgreSQL's `to_tsquery`: every word required (`&`), the last one also as a prefix
 * (`:*`), so "nata" already finds "natation" while the visitor types. Null when the query has no word (the
 * search then answers nothing). Only letters, digits, `&`, `:`, `*` and spaces: no input can make
 * `to_tsquery` fail.
 */
export function prefixTsquery(query: string): string | null {
  const words = searchWords(query);
  if (words.length === 0) return null;
  return words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: '’',
  lsquo: '‘',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  eacute: 'é',
  egrave: 'è',
  agrave: 'à',
  ccedil: 'ç',
};

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#')) {
    const code =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    // A NUL, a surrogate or a number out of range reads as a space, never as a broken string.
    if (!Number.isInteger(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
      return ' ';
    return String.fromCodePoint(code);
  }
  return ENTITIES[name.toLowerCase()] ?? entity;
}

/**
 * The text of organiser HTML as a reader sees it: tags (and what script and style elements hold) dropped,
 * block ends as spaces, entities decoded, white space collapsed. The result is text to be escaped where it
 * is shown, never HTML.
 */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>?/g, ' ')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, decodeEntity)
    .replaceAll(String.fromCharCode(0), ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * An excerpt of `html` in plain text of at most `length` characters (code points), cut at a word boundary
 * when one is near, with an ellipsis when something was cut. Empty for no text.
 */
export function plainExcerpt(
  html: string | null | undefined,
  length: number = SEARCH_EXCERPT_LENGTH,
): string {
  const characters = [...plainText(html ?? '')];
  if (characters.length <= length) return characters.join('');
  const cut = characters.slice(0, Math.max(0, length - 1)).join('');
  const space = cut.lastIndexOf(' ');
  const kept = space > cut.length / 2 ? cut.slice(0, space) : cut;
  return `${kept.trimEnd()}…`;
}

/**
 * Whether the search offers an availability: it still takes registrations and has a seat left, by the
 * catalogue's own rules (core/catalog `isSlotSelectable`: the add form would show, part 1 §4, and a date is
 * selectable, "only when OPEN and capacity is null or above registered"), over its dates still to come.
 */
export function hasOpenSeats(availability: ScheduleAvailability, now: InstantLike): boolean {
  const upcoming = scheduleDates(availability).filter((date) => isInFuture(date.start_at, now));
  return isSlotSelectable(availability, upcoming, now);
}

/** Keys of a page's elements whose strings are text a visitor reads (not types, ids, URLs or settings). */
const READABLE_KEYS = new Set(['title', 'label', 'text', 'description', 'html', 'content']);

/**
 * The readable text of a website page's content (its sections and blocks as stored): the strings under
 * READABLE_KEYS, in document order, as HTML to give to `plainExcerpt`. Anything else is skipped.
 */
export function pageContentText(content: unknown): string {
  const parts: string[] = [];
  const walk = (value: unknown, key: string | null): void => {
    if (typeof value === 'string') {
      if (key !== null && READABLE_KEYS.has(key)) parts.push(value);
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, key);
    } else if (value !== null && typeof value === 'object') {
      for (const [name, inner] of Object.entries(value)) walk(inner, name);
    }
  };
  walk(content, null);
  return parts.join(' \n');
}
