import { ERROR_REPORTER_LIMITS } from '../../schemas/census/census';
import { post } from './transport';
import { CENSUS_API } from '../../schemas/site/paths';

export interface ErrorReport {
  event: string;
  data: { message: string; stack?: string; filename?: string; lineno?: number; colno?: number; pagePath: string };
  timestamp: number;
}

const MAX_MESSAGE = 1000;

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: `${error.name}: ${error.message}`, stack: error.stack };
  return { message: typeof error === 'string' ? error : String(JSON.stringify(error) ?? error) };
}

/**
 * The client error reporter (spec section 9): at most 20 reports a page and
 * 10 waiting at once, stacks cut at 5000 characters, sent together once
 * reports have stopped coming for a second. Its own failures are swallowed:
 * there is nobody left to tell.
 */
export class ErrorReporter {
  private accepted = 0;
  private queue: ErrorReport[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  /** `ready` settles once the page holds a crumb to send reports with. */
  constructor(private readonly ready: Promise<unknown>) {}

  report(event: string, error: unknown, at?: { filename?: string; lineno?: number; colno?: number }): void {
    if (this.accepted >= ERROR_REPORTER_LIMITS.reportsPerPage || this.queue.length >= ERROR_REPORTER_LIMITS.queued) return;
    this.accepted += 1;
    const { message, stack } = describe(error);
    this.queue.push({
      event,
      data: { message: message.slice(0, MAX_MESSAGE), stack: stack?.slice(0, ERROR_REPORTER_LIMITS.stackLength), ...at, pagePath: location.pathname },
      timestamp: Date.now(),
    });
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.send(), ERROR_REPORTER_LIMITS.debounceMs);
  }

  /** Uncaught errors and unhandled rejections of the page. */
  handle = (event: Event): void => {
    if (event instanceof ErrorEvent) {
      this.report('error', event.error ?? event.message, { filename: event.filename, lineno: event.lineno, colno: event.colno });
    } else if (event instanceof PromiseRejectionEvent) {
      this.report('unhandledrejection', event.reason);
    }
  };

  private send(): void {
    const reports = this.queue;
    this.queue = [];
    void this.ready.then(() => post(CENSUS_API.javascriptErrors, JSON.stringify(reports), { crumbHeader: true })).catch(() => undefined);
  }
}
