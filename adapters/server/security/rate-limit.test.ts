import { describe, expect, it } from 'vitest';
import { createAttemptCounter } from './rate-limit';

const rule = { name: 'test', limit: 3, windowMs: 60_000 };

describe('attempt counter', () => {
  it('blocks the attempt after the limit until the window has passed, with the seconds left', () => {
    const counter = createAttemptCounter();
    for (let i = 0; i < 3; i += 1) {
      expect(counter.retryAfterSeconds(rule, 'a', 1_000)).toBe(0);
      counter.hit(rule, 'a', 1_000);
    }
    expect(counter.retryAfterSeconds(rule, 'a', 1_000)).toBe(60);
    expect(counter.retryAfterSeconds(rule, 'a', 30_500)).toBe(31);
    expect(counter.retryAfterSeconds(rule, 'b', 30_500)).toBe(0);
    expect(counter.retryAfterSeconds(rule, 'a', 61_000)).toBe(0);
  });

  it('starts a fresh window once the last one has passed, and forgets a cleared subject', () => {
    const counter = createAttemptCounter();
    for (let i = 0; i < 3; i += 1) counter.hit(rule, 'a', 0);
    counter.hit(rule, 'a', 60_000);
    expect(counter.retryAfterSeconds(rule, 'a', 60_000)).toBe(0);
    for (let i = 0; i < 3; i += 1) counter.hit(rule, 'b', 0);
    counter.clear(rule, 'b');
    expect(counter.retryAfterSeconds(rule, 'b', 0)).toBe(0);
  });

  it('keeps at most maxKeys keys, dropping expired windows first and then the oldest', () => {
    const counter = createAttemptCounter({ maxKeys: 3 });
    counter.hit(rule, 'old', 0);
    counter.hit(rule, 'x', 50_000);
    counter.hit(rule, 'y', 50_000);
    counter.hit(rule, 'z', 70_000);
    expect(counter.size).toBe(3);
    for (let i = 0; i < 3; i += 1) counter.hit(rule, 'x', 70_000);
    for (let i = 0; i < 1_000; i += 1) counter.hit(rule, `flood-${i}`, 70_000);
    expect(counter.size).toBe(3);
    // The flood pushed the oldest keys out: memory stays bounded, at worst a key's count restarts.
    expect(counter.retryAfterSeconds(rule, 'x', 70_000)).toBe(0);
  });
});
