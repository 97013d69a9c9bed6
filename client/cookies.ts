/** Reads a cookie that the server left readable to scripts (crumb, has-cart). */
export function readCookie(name: string): string | null {
  for (const pair of document.cookie.split('; ')) {
    const eq = pair.indexOf('=');
    if (pair.slice(0, eq) === name) return decodeURIComponent(pair.slice(eq + 1));
  }
  return null;
}
