// Token buckets: the visitor's calls, submissions per form, sign-in attempts per
// address (RateLimitObject), and the census budgets the analytics shards keep.
export { RateLimitObject, VISITORS_PER_ADDRESS } from './rate-limit-object';
export { TokenBucket } from './token-bucket';
export { spendAddressCall, spendCall, spendVisitorCall } from './calls';
