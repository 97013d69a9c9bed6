/** Reads a cookie that the server left readable to scripts (crumb, has-cart). */
export function readCookie(name: string): string | null {
  for (const pair of document.cookie.split('; ')) {
    const eq = pair.indexOf('=');
    if (pair.slice(0, eq) === name) return decodeURIComponent(pair.slice(eq + 1));
  }
  return null;
}

/** Sets a cookie readable by scripts for the whole site; `Secure` over https. A max age of 0 deletes it. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}
