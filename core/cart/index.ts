export { connectAddForm } from './add-form.connect';
export {
  addFormMachine,
  ESTIMATE_DEBOUNCE_MS,
} from './add-form.machine';
export {
  type AddFormDate,
  type AddFormDefinition,
  type AddFormErrors,
  type AddFormValues,
  type AddToCartRequest,
  addFormDates,
  addToCartRequest,
  allowsPartialRegistration,
  answerContent,
  DEFAULT_QUANTITY,
  type EstimateDetails,
  type EstimateRequest,
  emptyAddFormValues,
  estimateRequest,
  isAddFormValid,
  isValidParticipantId,
  type QuestionAnswer,
  toggleDate,
  validateAddForm,
} from './add-form.rules';
export {
  type CartCountChanged,
  type CartMachineItem,
  cartMachine,
  type RemoveItemInput,
} from './cart.machine';
export {
  CART_ITEM_TYPES,
  CART_UPDATED_MESSAGE,
  cartItemHref,
  cartTotal,
  checkoutButtonEffect,
  couponDiscount,
  depositTotal,
  drawerOpenAfterCount,
  drawerView,
  firstStartAt,
  isUnexpired,
  loginHref,
  nextExpiry,
  type PricedItem,
  showsDepositTotal,
  sortCartItems,
  unexpiredCount,
  unexpiredItems,
  visibleCartItems,
} from './cart.rules';
export { connectCartForm } from './cart-form.connect';
export {
  CART_LIMIT_ERRORS,
  CART_LIMITS,
  type CartSize,
  cartLimitError,
} from './cart-limits.rules';
export { couponSummaryLines } from './discount-lines.rules';
export {
  chosenDateIds,
  isAddable,
  isMultiAddValid,
  type MultiAddLine,
  multiAddToCartRequest,
  validateMultiAdd,
} from './multi-add.rules';
