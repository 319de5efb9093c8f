/** Fixtures the schemas' tests share. */

/** A full address that every form's `address` accepts (the register and profile forms). */
export const VALID_ADDRESS = {
  address: 'Rue Neuve 1, 1000 Bruxelles',
  street: 'Rue Neuve',
  number: '1',
  postcode: '1000',
  city: 'Bruxelles',
  state: null,
  country: 'BE',
  longitude: 4.35,
  latitude: 50.85,
};
