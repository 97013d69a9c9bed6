/** What a line may carry besides its message, as JSON: names, ids and numbers of ours, never a visitor's data. */
export type LogFields = Readonly<Record<string, unknown>>;

/**
 * The Worker's log: one JSON line per call, which Workers Logs
 * ([observability] in wrangler.toml) keeps and indexes by field. Every line
 * of a request carries its request id and website; none carries a visitor's
 * e-mail, address, answers or cookies: callers log ids, names and counts, and
 * anything shaped like an e-mail address is masked on the way out, in case an
 * error message quotes one (a mail provider's refusal, say).
 */
export interface Log {
  /** The request the lines are about (worker/logging/request-id.ts); null outside a request. */
  readonly requestId: string | null;
  info(message: string, fields?: LogFields): void;
  /** A warning or an error line; with `error`, its name, message and stack. */
  warn(message: string, error?: unknown, fields?: LogFields): void;
  error(message: string, error?: unknown, fields?: LogFields): void;
}

type Level = 'info' | 'warn' | 'error';

const WRITERS: Record<Level, (line: string) => void> = {
  info: (line) => console.log(line),
  warn: (line) => console.warn(line),
  error: (line) => console.error(line),
};

const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g;

/** Masks whatever looks like an e-mail address. */
export const masked = (text: string) => text.replace(EMAIL, '[e-mail]');

type ErrorFields = { name: string; message: string; stack?: string; cause?: ErrorFields };

/** An error as JSON: its name, message and stack, and what caused it (a Durable Object's fault behind ours). */
function errorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { name: typeof error, message: masked(String(error)) };
  const fields: ErrorFields = { name: error.name, message: masked(error.message), ...(error.stack && { stack: masked(error.stack) }) };
  return error.cause === undefined ? fields : { ...fields, cause: errorFields(error.cause) };
}

/**
 * A log whose lines all carry `context()`'s fields, read as each line is
 * written (the website is known only once the site middleware has run).
 */
export function logTo(requestId: string | null, context: () => LogFields = () => ({})): Log {
  const write = (level: Level, message: string, fields: LogFields | undefined, error?: unknown) => {
    const line = { level, message: masked(message), requestId, ...context(), ...fields, ...(error !== undefined && { error: errorFields(error) }) };
    WRITERS[level](JSON.stringify(line));
  };
  return {
    requestId,
    info: (message, fields) => write('info', message, fields),
    warn: (message, error, fields) => write('warn', message, fields, error),
    error: (message, error, fields) => write('error', message, fields, error),
  };
}

/** Lines about no request in particular: a Durable Object's alarm, an isolate's configuration. */
export const isolateLog: Log = logTo(null);
