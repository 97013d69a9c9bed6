/** JSON from a data attribute the Worker wrote; `fallback` when it is missing or not JSON. */
export function readJson<T>(text: string | undefined, fallback: T): T {
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}
