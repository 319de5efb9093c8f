export {
  type DayRangeStyle,
  type DayStyle,
  type Formats,
  formatsFor,
  type InstantRangeStyle,
  type InstantStyle,
} from './formats';
export { type PageFormats, useFormat } from './useFormat';
