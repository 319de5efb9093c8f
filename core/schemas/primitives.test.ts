import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { commaList } from './primitives';

describe('commaList', () => {
  const list = commaList(z.enum(['OPEN', 'FULL']));

  it('reads a comma list and repeated values, trimming each part', () => {
    expect(list.parse('OPEN, FULL')).toEqual(['OPEN', 'FULL']);
    expect(list.parse(['OPEN', 'FULL'])).toEqual(['OPEN', 'FULL']);
  });

  it('reads a value that names nothing as no filter, never as an empty list', () => {
    for (const empty of ['', ',', ' , ', ['', ','], []]) expect(list.parse(empty)).toBeUndefined();
  });

  it('still refuses an unknown part', () => {
    expect(list.safeParse('OPEN,NOPE').success).toBe(false);
  });
});
