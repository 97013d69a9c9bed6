// Structured logs: one JSON line per request and per error, with the request id.
export { isolateLog, logTo, masked, type Log, type LogFields } from './log';
export { REQUEST_ID_HEADER, requestIdOf } from './request-id';
