export {
  errorCode,
  errorToastText,
  errorTranslationKey,
  type FailedAction,
  FORM_TOAST_KEYS,
  UNKNOWN_ERROR,
} from './errors.rules';
