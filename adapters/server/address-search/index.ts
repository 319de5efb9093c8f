export { createLocalAddressSearch } from './local';
export { addressOfFeature, createMapboxAddressSearch, type MapboxConfig } from './mapbox';
export { type AddressSearch, AddressSearchUnavailable, type FoundAddress } from './port';
