import type { EstimateDetails } from '../cart/index';

/** An estimate of `price` with nothing added or taken off: every other line at zero. */
export const plainEstimate = (price: number): EstimateDetails => ({
  base_price: price,
  partial_registration_total_fee: 0,
  partial_registration_total_discount: 0,
  options_total: 0,
  bundle_total: 0,
  discounts_total: 0,
  volume_discounts_total: 0,
  price,
});
