export {
  ACCOUNT_TAB_COUNTER,
  ACCOUNT_TABS,
  type AccountCounters,
  type AccountTabKey,
  accountTabs,
  currentAccountTab,
  isAccountTabVisible,
} from './account.rules';
export {
  amountDue,
  destinationAmountDue,
  WALLET_PAYMENT_ERRORS,
  walletPaymentRefusal,
} from './amount-due.rules';
export {
  attendanceTotals,
  hoursAndMinutes,
} from './attendance.rules';
