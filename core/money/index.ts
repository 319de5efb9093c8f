export {
  formatMinor,
  formatNumber,
  formatPercentage,
  INTL_LOCALE,
  type Locale,
} from './format';
export {
  allocate,
  atLeastZero,
  decimalTextToMinor,
  fromMinor,
  minorToDecimalText,
  minus,
  percentage,
  smallest,
  sum,
  sumMinor,
  toMinor,
} from './money';
