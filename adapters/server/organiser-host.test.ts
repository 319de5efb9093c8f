import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { organiserHostnameOf, organiserOrigin } from './organiser-host';

const DEFAULT = 'petits-sportifs.localhost';
const ownOrganiser = { hostname: DEFAULT };

describe('where a checkout started (issue 18 §2)', () => {
  it('local hosts stand for the default organiser; any other name for itself', () => {
    expect(organiserHostnameOf('localhost', DEFAULT)).toBe(DEFAULT);
    expect(organiserHostnameOf('127.0.0.1', DEFAULT)).toBe(DEFAULT);
    expect(organiserHostnameOf('Academy.Localhost', DEFAULT)).toBe('academy.localhost');
  });

  it("answers the browser's origin when it serves the organiser", () => {
    expect(organiserOrigin('http://localhost:3000', ownOrganiser, DEFAULT)).toBe('http://localhost:3000');
    expect(organiserOrigin('https://petits-sportifs.localhost', ownOrganiser, DEFAULT)).toBe(
      'https://petits-sportifs.localhost',
    );
    expect(organiserOrigin('http://localhost:3000', { hostname: 'academy.localhost' }, DEFAULT)).toBeNull();
  });

  it('refuses anything that is not one of the organiser’s plain http(s) origins', () => {
    for (const origin of [
      undefined,
      'null',
      'http://academy.localhost',
      'https://evil.example',
      'https://petits-sportifs.localhost.evil.example',
      'javascript:alert(1)',
      'ftp://petits-sportifs.localhost',
      'https://user@petits-sportifs.localhost',
      'https://petits-sportifs.localhost/path',
    ]) {
      expect(organiserOrigin(origin, ownOrganiser, DEFAULT), String(origin)).toBeNull();
    }
  });

  it('whatever the header says, an answer is an origin whose host name serves the organiser', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string()), (header) => {
        const origin = organiserOrigin(header, ownOrganiser, DEFAULT);
        if (origin === null) return true;
        const url = new URL(origin);
        return url.origin === origin && organiserHostnameOf(url.hostname, DEFAULT) === DEFAULT;
      }),
    );
  });
});
