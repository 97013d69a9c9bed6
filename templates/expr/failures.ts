// Failures inside the expression language travel as these exceptions only
// between its own modules; templates/expr/index.ts turns them into the
// collected messages of the error catalogue.
export class ParseFailure extends Error {}
export class ReduceFailure extends Error {}
