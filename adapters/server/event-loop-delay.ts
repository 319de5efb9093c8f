import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Event-loop delay over a period, in milliseconds, as perf_hooks records it: the time between two runs of a
 * timer due every `resolutionMs`, so it includes that interval (an idle loop reads about 5 at the default).
 */
export interface EventLoopDelay {
  p50: number;
  p99: number;
  max: number;
  mean: number;
  /** Timer runs sampled in the period. */
  samples: number;
}

const REPORTING = Symbol.for('storefront.eventLoopDelayReport');
const ms = (nanoseconds: number) => Math.round(nanoseconds / 1e4) / 100;

/**
 * Samples this thread's event-loop delay (perf_hooks.monitorEventLoopDelay, a timer every `resolutionMs`,
 * measured by libuv outside JavaScript: nothing runs in the request path). `read()` gives the figures since
 * the start or the last `read(true)`.
 */
export function sampleEventLoopDelay(resolutionMs = 5) {
  const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
  histogram.enable();
  return {
    read(reset = false): EventLoopDelay {
      const figures: EventLoopDelay = {
        p50: ms(histogram.percentile(50)),
        p99: ms(histogram.percentile(99)),
        max: ms(histogram.max),
        mean: Number.isNaN(histogram.mean) ? 0 : ms(histogram.mean),
        samples: histogram.count,
      };
      if (reset) histogram.reset();
      return figures;
    },
    stop: () => histogram.disable(),
  };
}

/**
 * EVENT_LOOP_STATS=1: the process reports its event-loop delay as one JSON line on stdout
 * (`{"msg":"event-loop delay",...}`) when it receives SIGUSR2, then starts a new period, and once more at
 * exit. What `npm run bench:event-loop` reads from the server it starts. Once per process: a second call
 * does nothing.
 */
export function reportEventLoopDelayFromEnv(env: NodeJS.ProcessEnv = process.env): void {
  if (env.EVENT_LOOP_STATS !== '1' && env.EVENT_LOOP_STATS !== 'true') return;
  const global = globalThis as { [REPORTING]?: boolean };
  if (global[REPORTING]) return;
  global[REPORTING] = true;
  const sampler = sampleEventLoopDelay();
  const report = (when: string) =>
    console.log(JSON.stringify({ level: 'info', msg: 'event-loop delay', when, ...sampler.read(true) }));
  process.on('SIGUSR2', () => report('signal'));
  process.on('exit', () => report('exit'));
}
