export {
  cancellationMoney,
  payableTotal,
} from './cancellation.rules';
export {
  customElementKey,
  customElementText,
  customElementValue,
  DOCUMENT_ERRORS,
  documentDownloadEligibility,
  documentDownloadQuery,
  documentDownloadRefusal,
  documentFieldIds,
  documentFilename,
  fillPlaceholders,
} from './document.rules';
export {
  amountOwed,
  areDocumentsShown,
  canCancelRegistration,
  canEditRegistration,
  canReviewRegistration,
  type DocumentEligibility,
  documentEligibility,
  isValidReviewScore,
  listPaymentBadge,
  REVIEW_SCORE_CHOICES,
  REVIEW_SCORE_MAX,
  registrationBadges,
  registrationPaymentBadge,
  reviewPublicSwitch,
  shownPaymentBadge,
} from './registration.rules';
export { connectRegistrationEdit } from './registration-edit.connect';
export {
  type EditEstimate,
  type RegistrationEditInput,
  registrationEditMachine,
} from './registration-edit.machine';
export {
  availabilityDatesError,
  canChooseDate,
  droppedDates,
  type EditableDate,
  hasFreeCapacity,
  lockedKeptIds,
  normaliseSelection,
  type RegistrationUpdatePayload,
  toggleDate,
  unansweredQuestions,
} from './registration-edit.rules';
export {
  selectDateRows,
  selectDroppedDates,
  selectOptionError,
  selectQuestionError,
} from './registration-edit.selectors';
export {
  answerContent,
  dateSelectionVerdict,
  optionChoiceVerdict,
  questionAnswersVerdict,
  REGISTRATION_ERRORS,
  repricedAmounts,
  type UpdateRefusal,
} from './registration-update.rules';
