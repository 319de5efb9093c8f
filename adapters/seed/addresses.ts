import type { AddressJson } from '../db/index';

/** The embedded address search's book: real Belgian streets, so the register form can be filled offline. */
const rows: Array<
  [street: string, number: string, postcode: string, city: string, latitude: number, longitude: number]
> = [
  ['Rue Neuve', '1', '1000', 'Bruxelles', 50.8523, 4.3554],
  ['Boulevard Anspach', '59', '1000', 'Bruxelles', 50.8478, 4.3496],
  ['Avenue Louise', '149', '1050', 'Ixelles', 50.8262, 4.3653],
  ['Chaussée de Waterloo', '715', '1180', 'Uccle', 50.8021, 4.3789],
  ['Avenue de Tervueren', '12', '1040', 'Etterbeek', 50.8386, 4.4023],
  ['Rue de la Loi', '16', '1000', 'Bruxelles', 50.8459, 4.3684],
  ['Place Flagey', '18', '1050', 'Ixelles', 50.8274, 4.3725],
  ['Chaussée de Wavre', '250', '1050', 'Ixelles', 50.8352, 4.3802],
  ['Avenue des Arts', '3', '1210', 'Saint-Josse-ten-Noode', 50.8497, 4.3704],
  ['Rue du Bailli', '42', '1050', 'Ixelles', 50.8268, 4.3606],
  ['Boulevard du Souverain', '280', '1160', 'Auderghem', 50.8135, 4.4308],
  ['Avenue Brugmann', '384', '1180', 'Uccle', 50.8105, 4.3516],
  ['Rue Royale', '236', '1210', 'Saint-Josse-ten-Noode', 50.8555, 4.3681],
  ['Meir', '78', '2000', 'Antwerpen', 51.2178, 4.4108],
  ['Veldstraat', '10', '9000', 'Gent', 51.0536, 3.7226],
  ['Place Saint-Lambert', '1', '4000', 'Liège', 50.6454, 5.5732],
  ['Grand-Place', '22', '7000', 'Mons', 50.4542, 3.9523],
  ['Rue de Fer', '30', '5000', 'Namur', 50.4649, 4.8631],
  ['Bondgenotenlaan', '55', '3000', 'Leuven', 50.8799, 4.7043],
  ['Steenstraat', '21', '8000', 'Brugge', 51.2068, 3.2222],
  ['Rue de Bruxelles', '61', '1300', 'Wavre', 50.7169, 4.6078],
  ['Grand Rue', '3', '6000', 'Charleroi', 50.4113, 4.4445],
];

export const addressBook: AddressJson[] = rows.map(
  ([street, number, postcode, city, latitude, longitude]) => ({
    address: `${street} ${number}, ${postcode} ${city}, Belgique`,
    street,
    number,
    postcode,
    city,
    state: null,
    country: 'BE',
    latitude,
    longitude,
  }),
);
