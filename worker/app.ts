import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { REQUEST_UNREADABLE } from '../schemas/messages';
import type { AppEnv } from './env';
import { crumb } from './middleware/crumb';
import { site } from './middleware/site';
import { cartApi } from './routes/cart-api';
import { pages } from './routes/pages';

export const app = new Hono<AppEnv>();

app.get('/healthz', (c) => c.text('ok'));
app.use('*', site, crumb);
app.route('/', cartApi);
app.route('/', pages);

app.notFound((c) => c.html('<!doctype html><title>Page not found</title><h1>Page not found</h1>', 404));

// A visitor never sees a stack trace; the log keeps it. Requests the framework
// could not read (malformed JSON, say) are the client's fault, not a 500.
app.onError((error, c) => {
  if (error instanceof HTTPException && error.status < 500) {
    return c.json({ message: REQUEST_UNREADABLE }, error.status);
  }
  console.error('request failed', error);
  return c.html('<!doctype html><title>Something went wrong</title><h1>Something went wrong</h1>', 500);
});
