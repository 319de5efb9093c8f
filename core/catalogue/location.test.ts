import { describe, expect, it } from 'vitest';
import { locationAddress, locationLine, locationLines, locationName, withoutRepeatedParts } from './index';
import { UCCLE_VENUE } from './test-support';

/** The demo's places (adapters/seed/demo/petits-sportifs.ts). */
const uccle = UCCLE_VENUE;
const ixelles = { ...uccle, name: 'Ixelles', title: 'Complexe sportif d’Ixelles', city: 'Ixelles' };

describe('locationLine (issue 18 §19: the cart read "Uccle, Uccle")', () => {
  it('gives the place and its city once each', () => {
    expect(locationLine(uccle, 'city')).toBe('Centre sportif du Wolvendael, Uccle');
    expect(locationLine({ ...uccle, title: null }, 'city')).toBe('Uccle');
    expect(locationLine({ ...uccle, title: 'UCCLE ' }, 'city')).toBe('UCCLE');
    expect(locationLine(ixelles, 'city')).toBe('Complexe sportif d’Ixelles');
    expect(locationLine({ name: 'Parc', title: null }, 'city')).toBe('Parc');
    expect(locationLine({ name: null, title: null, city: 'Namur' }, 'city')).toBe('Namur');
    expect(locationLine({ name: null, title: ' ' }, 'city')).toBeNull();
  });

  it('gives the place and its address, the name left out when the address says it', () => {
    expect(locationLine(uccle, 'address')).toBe(
      'Centre sportif du Wolvendael, Avenue Paul Stroobant 44, 1180 Uccle',
    );
    expect(locationLine({ ...uccle, title: null }, 'address')).toBe('Avenue Paul Stroobant 44, 1180 Uccle');
  });
});

describe('locationLines', () => {
  it('keeps the name above the address unless the address already says it', () => {
    expect(locationLines(uccle)).toEqual({
      name: 'Centre sportif du Wolvendael',
      address: 'Avenue Paul Stroobant 44, 1180 Uccle',
    });
    expect(locationLines({ ...uccle, title: null })).toEqual({
      name: null,
      address: 'Avenue Paul Stroobant 44, 1180 Uccle',
    });
    expect(locationLines({ name: 'Parc', title: null })).toEqual({ name: 'Parc', address: null });
  });
});

describe('names and addresses', () => {
  it('prefers the title, and writes the address on one line', () => {
    expect(locationName(uccle)).toBe('Centre sportif du Wolvendael');
    expect(locationName({ name: 'Parc', title: '' })).toBe('Parc');
    expect(locationAddress({ ...uccle, street: null, number: null })).toBe('1180 Uccle');
    expect(locationAddress({ name: null, title: null })).toBeNull();
  });

  it('compares words without case, accents or punctuation', () => {
    expect(withoutRepeatedParts(['Woluwe-Saint-Pierre', 'woluwe saint pierre'])).toEqual([
      'Woluwe-Saint-Pierre',
    ]);
    expect(withoutRepeatedParts(['Etterbeek', 'Salle Étterbeek'])).toEqual(['Salle Étterbeek']);
    expect(withoutRepeatedParts(['Salle A', 'Salle B'])).toEqual(['Salle A', 'Salle B']);
    expect(withoutRepeatedParts([null, ' ', '—', 'Namur'])).toEqual(['Namur']);
  });
});
