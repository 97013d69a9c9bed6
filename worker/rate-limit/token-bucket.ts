/**
 * A token bucket refilled continuously at `perMinute` tokens a minute and
 * holding at most `perMinute`: a full minute's burst, then the steady rate.
 */
export class TokenBucket {
  private tokens = Number.NaN;
  private updated = 0;

  /** A bucket untouched for a minute is full again: the same as none, so it may be dropped. */
  isFullAgain(now = Date.now()): boolean {
    return now - this.updated >= 60_000;
  }

  take(perMinute: number, now = Date.now()): boolean {
    const refilled = Number.isNaN(this.tokens) ? perMinute : this.tokens + ((now - this.updated) / 60_000) * perMinute;
    this.updated = now;
    this.tokens = Math.min(perMinute, refilled);
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
