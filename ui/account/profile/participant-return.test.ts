import { describe, expect, it } from 'vitest';
import { participantReturnHref } from './ParticipantCreatePage';

describe('participantReturnHref', () => {
  it('goes back to the redirect with its query and the new participant', () => {
    expect(participantReturnHref('/availabilities/foot/c1?dates=a,b', 'p9')).toBe(
      '/availabilities/foot/c1?dates=a%2Cb&participant=p9',
    );
    expect(participantReturnHref('/cart/add?participant=old', 'p9')).toBe('/cart/add?participant=p9');
  });

  it('follows only same-site relative paths', () => {
    for (const unsafe of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(participantReturnHref(unsafe, 'p9')).toBeNull();
    }
    expect(participantReturnHref(undefined, 'p9')).toBeNull();
  });
});
