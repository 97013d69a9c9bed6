import { onTestFinished, vi } from 'vitest';

/**
 * Stops the clock for the rest of the test that calls it, for the Worker and
 * its Durable Objects too (they run in this isolate): a limit of so many
 * calls a minute is then reached by however many calls the test makes, not
 * by how fast a loaded machine lets it make them (its bucket refills as time
 * passes).
 */
export function stopTheClock(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

/** Moves the stopped clock `ms` on (back, when negative). */
export const moveTheClock = (ms: number) => vi.setSystemTime(Date.now() + ms);
