import type { CallContract } from '../../../core/schemas/index';
import type { CatalogueVersions } from './catalogue-versions';
import type { SharedBody } from './shared-body';

/** What the app and its routes know of the catalogue cache (cache/catalogue-cache.ts makes one). */
export interface CachedAnswer {
  shared: SharedBody;
  /** Whole seconds since the answer was made (ceiling), for answers carrying seats; else undefined. */
  ageSeconds: number | undefined;
}

export interface CatalogueCache {
  readonly versions: CatalogueVersions;
  /**
   * The answer of this request: from the cache when one made at the organiser's current version (and, for
   * seat answers, under 2 s ago) is there, else made once by `make` for every request asking meanwhile.
   * Null when the versions cannot be trusted (not read lately): the caller makes its own answer.
   */
  answer(
    request: { call: CallContract; organiserId: number; url: string; input: unknown },
    make: () => Promise<SharedBody>,
  ): Promise<CachedAnswer | null>;
  /**
   * The organiser of a hostname, looked up by `load` once and kept while its catalogue version (the
   * organisers table bumps it) stays the same; an unknown hostname is asked every time.
   */
  organiser<Organiser extends { id: number }>(
    hostname: string,
    load: () => Promise<Organiser | undefined>,
  ): Promise<Organiser | undefined>;
  /** Entries held now (tests, figures). */
  readonly size: number;
  stop(): void;
}
