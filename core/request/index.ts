export { connectRequestTiers } from './request.connect';
export { requestTiersMachine } from './request.machine';
export {
  autoSelectedTier,
  canCancelRequest,
  type RequestStatus,
  type RequestTier,
  requestAmountDue,
  requestBadge,
  requestValidatePath,
  selectionBound,
} from './request.rules';
export {
  emptyRequestFormValues,
  type RegistrationRequestPayload,
  type RequestFormValues,
  registrationRequestPayload,
  requestEstimatedTotal,
  validateRequestForm,
} from './request-form.rules';
export {
  availabilitiesWithout,
  firstRequestWeek,
  isRequestable,
  isRequestFlow,
  parseAvailabilityList,
  weekSlots,
} from './request-selection.rules';
