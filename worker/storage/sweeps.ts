/**
 * Arms the object's alarm for `at`, unless one is due sooner: objects that
 * keep rows with an expiry (submission keys, sign-in links, sessions) sweep
 * them in their alarm, which then arms itself for the next row to expire, so
 * an object whose rows are all gone sleeps with no alarm at all.
 */
export async function armSweep(storage: DurableObjectStorage, at: number): Promise<void> {
  const armed = await storage.getAlarm();
  if (armed === null || armed > at) await storage.setAlarm(at);
}
