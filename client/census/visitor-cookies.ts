import {
  ANALYTICS_ID_COOKIE,
  ANALYTICS_ID_MAX_AGE_SECONDS,
  formatReturningVisit,
  nextVisit,
  parseReturningVisit,
  parseVisitTime,
  RETURNING_VISIT_COOKIE,
  RETURNING_VISIT_MAX_AGE_SECONDS,
  VISIT_COOKIE,
  VISIT_MAX_AGE_SECONDS,
  VISITOR_INFO_COOKIE,
  type ReturningVisit,
} from '../../schemas/census/census';
import { readCookie, writeCookie } from '../cookies';

export interface Visitor {
  visit: ReturningVisit;
  /** The visit: the visitor id and the visit's start. */
  sessionId: string;
  /** Null when the browser would not keep it. */
  analyticsId: string | null;
  /** The signed-in site user's id, from the visitor-info cookie. */
  memberAccountId: string | null;
}

/** The signed-in site user of the visitor-info cookie (spec section 3), if any. */
function siteUserId(): string | null {
  try {
    const info = JSON.parse(readCookie(VISITOR_INFO_COOKIE) ?? 'null') as { authenticated?: unknown; siteUserId?: unknown } | null;
    return info?.authenticated === true && typeof info.siteUserId === 'string' ? info.siteUserId : null;
  } catch {
    return null;
  }
}

function analyticsId(): string | null {
  const known = readCookie(ANALYTICS_ID_COOKIE);
  const id = known && /^[\w-]{1,64}$/.test(known) ? known : crypto.randomUUID();
  writeCookie(ANALYTICS_ID_COOKIE, id, ANALYTICS_ID_MAX_AGE_SECONDS);
  if (readCookie(ANALYTICS_ID_COOKIE) === id) return id;
  // Spec section 8: a warning only.
  console.warn('Unable to store analyticsId');
  return null;
}

/**
 * Counts this page view into the visitor's cookies (spec section 4): the
 * returning-visit cookie lives two years; the visit cookie lives 30 minutes
 * after the last page view, and once it has expired the next page view starts
 * a new visit.
 */
export function recordVisit(now = Date.now()): Visitor {
  const ongoing = parseVisitTime(readCookie(VISIT_COOKIE)) !== null;
  const visit = nextVisit(parseReturningVisit(readCookie(RETURNING_VISIT_COOKIE)), ongoing, now, () => crypto.randomUUID());
  writeCookie(RETURNING_VISIT_COOKIE, formatReturningVisit(visit), RETURNING_VISIT_MAX_AGE_SECONDS);
  writeCookie(VISIT_COOKIE, String(visit.currentVisit), VISIT_MAX_AGE_SECONDS);
  return { visit, sessionId: `${visit.id}-${visit.currentVisit}`, analyticsId: analyticsId(), memberAccountId: siteUserId() };
}

/** A visitor who declines tracking keeps none of its cookies, not even those of an earlier yes. */
export function forgetVisitor(): void {
  for (const name of [RETURNING_VISIT_COOKIE, VISIT_COOKIE, ANALYTICS_ID_COOKIE]) writeCookie(name, '', 0);
}
