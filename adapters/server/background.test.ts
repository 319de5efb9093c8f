import { describe, expect, it } from 'vitest';
import { createBackgroundTasks } from './background';

describe('background tasks', () => {
  it('start after the caller has gone on, and settled waits for them and for the tasks they start', async () => {
    const tasks = createBackgroundTasks();
    const steps: string[] = [];
    tasks.run('first', async () => {
      steps.push('first');
      await new Promise((done) => setTimeout(done, 20));
      tasks.run('second', async () => {
        steps.push('second');
      });
    });
    steps.push('caller');
    await Promise.resolve();
    expect(steps).toEqual(['caller']);
    await tasks.settled();
    expect(steps).toEqual(['caller', 'first', 'second']);
  });

  it('log a failure with the task name instead of throwing it', async () => {
    const tasks = createBackgroundTasks();
    const logged = console.error;
    const lines: string[] = [];
    console.error = (line: string) => lines.push(line);
    try {
      tasks.run('password link', async () => {
        throw new Error('mail server down');
      });
      await tasks.settled();
    } finally {
      console.error = logged;
    }
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      {
        level: 'error',
        msg: 'background task failed',
        task: 'password link',
        error: 'Error: mail server down',
      },
    ]);
  });
});
