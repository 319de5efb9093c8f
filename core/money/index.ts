export {
  formatMinor,
  formatNumber,
  formatPercentage,
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
