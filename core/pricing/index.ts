export {
  ELIGIBILITY_ERRORS,
  type EligibilityInput,
  registrationEligibility,
} from './eligibility.rules';
export {
  allocatePayment,
  amountPayableNow,
  applyCartDiscount,
  type CouponTerms,
  couponApplies,
  couponDiscount,
  estimateRegistration,
  type PriceAdjustment,
  pickVolumeDiscount,
  registrationDeposit,
} from './pricing.rules';
export {
  isStructuredReference,
  structuredReference,
  transferReference,
} from './reference.rules';
