import type { Database } from '../../db/index';

/** How often a process reads the catalogue versions: a write anywhere is seen here within this. */
export const VERSION_POLL_MS = 500;
/** Versions read longer ago than this are not trusted (the database is away): the cache steps aside. */
const TRUSTED_FOR_MS = 4 * VERSION_POLL_MS;

/**
 * Each organiser's catalogue version as this process last read it (migration 0015's `catalogue_versions`,
 * bumped by triggers on every catalogue write from any process). A cached answer is valid while the version
 * it was made at is still the organiser's.
 */
export interface CatalogueVersions {
  /** The organiser's version, or null while the versions are unknown or too old to trust. */
  versionOf(organiserId: number): string | null;
  /** How many reads were kept so far: a caller can tell whether the versions moved during its own read. */
  readonly reads: number;
  /** Reads the versions now (the poll does this every VERSION_POLL_MS). */
  refresh(): Promise<void>;
  /** Starts polling (idempotent); the timer never keeps the process alive. */
  start(): void;
  stop(): void;
}

export function catalogueVersions(
  db: Database,
  options: { pollMs?: number; clock?: () => number } = {},
): CatalogueVersions {
  const pollMs = options.pollMs ?? VERSION_POLL_MS;
  const trustedForMs = Math.max(TRUSTED_FOR_MS, 4 * pollMs);
  const clock = options.clock ?? Date.now;
  let versions = new Map<number, string>();
  let readAt = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setInterval> | null = null;
  let polling = false;
  let reads = 0;

  const refresh = async () => {
    const startedAt = clock();
    const rows = await db
      .selectFrom('catalogue_versions')
      .select(['organiser_id', (eb) => eb.cast<string>('version', 'text').as('version')])
      .execute();
    // Trusted from when the read began (a write committed after that may be missing from it); a read that
    // began before the one already kept is older and dropped.
    if (startedAt < readAt) return;
    versions = new Map(rows.map((row) => [row.organiser_id, row.version]));
    readAt = startedAt;
    reads += 1;
  };

  return {
    versionOf(organiserId) {
      if (clock() - readAt > trustedForMs) return null;
      // An organiser with no row has had no catalogue write since the migration: version 0.
      return versions.get(organiserId) ?? '0';
    },
    get reads() {
      return reads;
    },
    refresh,
    start() {
      if (timer) return;
      // A failed read (database away) keeps the old versions until they are too old to trust.
      const poll = () => {
        if (polling) return;
        polling = true;
        refresh()
          .catch(() => undefined)
          .finally(() => {
            polling = false;
          });
      };
      poll();
      timer = setInterval(poll, pollMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
