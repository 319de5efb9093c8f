export {
  currentMembershipCycle,
  isMembershipQuantityShown,
  isParticipantRequired,
  type MembershipPeriodTerms,
  membershipAmounts,
  membershipBadges,
  membershipPeriod,
  type ProductEntity,
  showsCustomersAlert,
} from './membership.rules';
export {
  PARTICIPANT_ID_REQUIRED,
  productFormSchema,
} from './membership.schemas';
export {
  type ProductKind,
  productCartPayload,
  productQuantity,
} from './product-cart.rules';
