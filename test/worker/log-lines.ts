import type { MockInstance } from 'vitest';

/** A line of the Worker's log (worker/logging): one JSON object per console call. */
export type LogLine = { level: string; message: string; requestId: string | null } & Record<string, unknown>;

/** The lines a spied console method was called with. */
export const loggedLines = (spy: MockInstance): LogLine[] => spy.mock.calls.map((call) => JSON.parse(String(call[0])) as LogLine);

export const loggedMessages = (spy: MockInstance): string[] => loggedLines(spy).map((line) => line.message);
