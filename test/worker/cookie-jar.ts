import { CRUMB_COOKIE, CRUMB_HEADER } from '../../schemas';
import { visit } from './demo-site';

/** A browser's cookie handling, just enough for a visitor made of requests. */
export class Visitor {
  readonly cookies = new Map<string, string>();
  readonly setCookieLines: string[] = [];

  /** `through` sends the requests: the Worker's fetch handler, unless a test runs the app with other bindings. */
  constructor(private readonly through: typeof visit = visit) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set('Cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await this.through(path, { ...init, headers });
    for (const line of response.headers.getAll('Set-Cookie')) {
      this.setCookieLines.push(line);
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return response;
  }

  /** A state-changing JSON call, echoing the crumb the way the client bundle does. */
  send(path: string, method: string, body: unknown): Promise<Response> {
    const crumb = this.cookies.get(CRUMB_COOKIE) ?? '';
    return this.request(path, {
      method,
      headers: { 'Content-Type': 'application/json', [CRUMB_HEADER]: crumb },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  }

  /** The Set-Cookie line that last set `name`, to check its attributes. */
  setCookieFor(name: string): string | undefined {
    return this.setCookieLines.filter((line) => line.startsWith(`${name}=`)).at(-1);
  }
}
