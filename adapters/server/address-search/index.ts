export { createLocalAddressSearch } from './local';
export { addressOfFeature, createMapboxAddressSearch, type MapboxConfig } from './mapbox';
export type { AddressSearch, FoundAddress } from './port';
