export * from './voucher.machine';
export * from './voucher.rules';
