/**
 * Work a request starts but does not wait for (a reset link's token and e-mail), so the answer's content and
 * timing never depend on it. Each task's failure is logged, never thrown; `settled` resolves once every task
 * started so far has ended (tests read its effects after it; the server awaits it before closing the
 * database on shutdown).
 */
export interface BackgroundTasks {
  /** Starts `task` after the current request's answer (on the next turn of the event loop). */
  run(name: string, task: () => Promise<void>): void;
  settled(): Promise<void>;
}

export function createBackgroundTasks(): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      const done = new Promise<void>((started) => setImmediate(started))
        .then(task)
        .catch((error: unknown) => {
          console.error(
            JSON.stringify({
              level: 'error',
              msg: 'background task failed',
              task: name,
              error: String(error),
            }),
          );
        })
        .finally(() => {
          running.delete(done);
        });
      running.add(done);
    },
    async settled() {
      // A task may start another: wait until none is left.
      while (running.size > 0) await Promise.all(running);
    },
  };
}
