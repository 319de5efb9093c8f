/**
 * How a location reads wherever the storefront prints one (cards, day lines, the cart, the detail page, the
 * account, requests, bookings). A location has a short name ("Uccle"), a title ("Centre sportif du
 * Wolvendael") and an address whose city is often the short name again: printed side by side they said
 * "Uccle, Uccle" (issue 18 §19). One rule decides the words, so no line repeats itself.
 */

/** What a location line may show: an availability's location, or a resource's (name and title only). */
export interface LocationParts {
  name: string | null;
  title: string | null;
  street?: string | null;
  number?: string | null;
  postcode?: string | null;
  city?: string | null;
}

/** The place's own name: its title (the name the organiser gives it), else its short name; null without either. */
export function locationName(location: LocationParts): string | null {
  return present(location.title) ?? present(location.name);
}

/** The address on one line, "Avenue Paul Stroobant 44, 1180 Uccle"; null without street nor city. */
export function locationAddress(location: LocationParts): string | null {
  const street = joined([location.street, location.number], ' ');
  const city = joined([location.postcode, location.city], ' ');
  return joined([street, city], ', ');
}

/**
 * The location's name and its address, the name left out when the address already says every word of it
 * (a place called "Uccle" at "…, 1180 Uccle").
 */
export function locationLines(location: LocationParts): { name: string | null; address: string | null } {
  const name = locationName(location);
  const address = locationAddress(location);
  const [keepName, keepAddress] = keptParts([name, address]);
  return { name: keepName ? name : null, address: keepAddress ? address : null };
}

/**
 * The location on one line: its name, then its city (`city`: cards, the cart, day lines) or its whole address
 * (`address`: a request's summary), without repeating words ("Centre sportif du Wolvendael, Uccle"; a place
 * whose name is its city reads "Uccle" once). Null when there is nothing to say.
 */
export function locationLine(location: LocationParts, detail: 'city' | 'address'): string | null {
  const where = detail === 'city' ? present(location.city) : locationAddress(location);
  return joined(withoutRepeatedParts([locationName(location), where]), ', ');
}

/**
 * The parts in their order, each left out when all its words are said by another part that stays (of two
 * parts with the same words, the first stays). Words are compared without case, accents or punctuation:
 * "Ixelles" is said by "Complexe sportif d’Ixelles". Empty parts are left out; no word of the parts is lost.
 */
export function withoutRepeatedParts(parts: ReadonlyArray<string | null | undefined>): string[] {
  const kept = keptParts(parts);
  return parts.flatMap((part, index) => (kept[index] && part ? [part.trim()] : []));
}

/** Whether each part stays (`withoutRepeatedParts`), in the parts' order. */
function keptParts(parts: ReadonlyArray<string | null | undefined>): boolean[] {
  const words = parts.map((part) => wordsOf(part ?? ''));
  return words.map(
    (own, index) =>
      own.size > 0 &&
      !words.some(
        (other, otherIndex) =>
          otherIndex !== index && isSubset(own, other) && (otherIndex < index || !isSubset(other, own)),
      ),
  );
}

/** The words of a text, lower case and without accents: "Woluwe-Saint-Pierre" → woluwe, saint, pierre. */
export function wordsOf(text: string): Set<string> {
  const bare = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return new Set(bare.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== ''));
}

function isSubset(words: ReadonlySet<string>, of: ReadonlySet<string>): boolean {
  for (const word of words) if (!of.has(word)) return false;
  return true;
}

function present(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function joined(parts: ReadonlyArray<string | null | undefined>, separator: string): string | null {
  const kept = parts.flatMap((part) => {
    const text = present(part);
    return text === null ? [] : [text];
  });
  return kept.length === 0 ? null : kept.join(separator);
}
