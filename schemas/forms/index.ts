// Form blocks and custom product forms: definitions, answers, rules and the calls' answers.
export * from './email';
export * from './form-answers';
export * from './form-api';
export * from './form-rules';
export * from './form';
