// Postal addresses: the fields each country uses and its postal-code rules.
export * from './address';
export * from './postal-codes';
