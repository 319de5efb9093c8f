/**
 * Preloaded by bench:event-loop into the server it starts (`node --import tsx --import <this> main.ts`):
 * switches on the EVENT_LOOP_STATS report without touching main.ts.
 */
import { reportEventLoopDelayFromEnv } from '../event-loop-delay';

reportEventLoopDelayFromEnv();
