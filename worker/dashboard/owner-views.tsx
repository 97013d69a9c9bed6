import type { ReactNode } from 'react';
import { DASHBOARD_SIGN_IN_PATH, DASHBOARD_SIGN_OUT_PATH } from '../../schemas/site/paths';
import { clientAssets } from '../render/client-assets';
import { DASHBOARD_SECTIONS, RANGES, type DashboardSection } from './sections';

function OwnerDocument({ title, siteTitle, script, children }: { title: string; siteTitle: string; script: boolean; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} — ${siteTitle}`}</title>
        <link rel="stylesheet" href={clientAssets.dashboardStylesheet} />
        {script && <script type="module" src={clientAssets.dashboardScript} async />}
      </head>
      <body className="owner">{children}</body>
    </html>
  );
}

/** The crumb travels as a form field: these forms work without scripts. */
export const Crumb = ({ crumb }: { crumb: string }) => <input type="hidden" name="crumb" value={crumb} />;

export interface SignInProps {
  siteTitle: string;
  crumb: string;
  /** Where to go once signed in (a /config path). */
  next: string;
  /** Why the last attempt failed, if one did. */
  alert?: string;
}

/** The site's own people sign in by an emailed link: no shared secret is ever typed here. */
export function SignInPage({ siteTitle, crumb, next, alert }: SignInProps) {
  return (
    <OwnerDocument title="Sign in" siteTitle={siteTitle} script={false}>
      <main className="sign-in">
        <h1>Sign in to {siteTitle}</h1>
        <p>The dashboard is for the site's owner and staff. Enter your email address and we will send you a sign-in link.</p>
        {alert && (
          <p className="owner-alert" role="alert">
            {alert}
          </p>
        )}
        <form method="post" action={DASHBOARD_SIGN_IN_PATH}>
          <Crumb crumb={crumb} />
          <input type="hidden" name="next" value={next} />
          <label htmlFor="owner-email">Email</label>
          <input id="owner-email" name="email" type="email" autoComplete="email" required />
          <button type="submit">Email me a sign-in link</button>
        </form>
      </main>
    </OwnerDocument>
  );
}

/** A refusal or a /config path that is no page of the dashboard; `back` leads to the page it came from. */
export function OwnerMessagePage({ siteTitle, title, message, back = DASHBOARD_SECTIONS[0].path }: { siteTitle: string; title: string; message: string; back?: string }) {
  return (
    <OwnerDocument title={title} siteTitle={siteTitle} script={false}>
      <main className="sign-in">
        <h1>{title}</h1>
        <p role="alert">{message}</p>
        <p>
          <a href={back}>Back to the dashboard</a>
        </p>
      </main>
    </OwnerDocument>
  );
}

export interface DashboardProps {
  siteTitle: string;
  crumb: string;
  section: DashboardSection;
  /** The sections the signed-in account may open: the navigation names only these. */
  sections: readonly DashboardSection[];
  days: number;
  /** Why the page shows another range than the one asked for, in the editor catalogue's words. */
  notice?: string;
}

export interface ShellProps {
  siteTitle: string;
  crumb: string;
  section: DashboardSection;
  sections: readonly DashboardSection[];
  /** The range the report links keep, where the page has one. */
  days?: number;
  /** The page's own title, when it is not the section's (an order's page). */
  title?: string;
  children: ReactNode;
}

/** Every signed-in page: the site, the sections the account may open, sign-out, then the page. */
export function DashboardShell({ siteTitle, crumb, section, sections, days, title = section.title, children }: ShellProps) {
  return (
    <OwnerDocument title={title} siteTitle={siteTitle} script={section.report !== undefined}>
      <header className="owner-header">
        <strong>{siteTitle}</strong>
        <nav aria-label="Dashboard">
          {sections.map((other) => (
            <a key={other.path} href={other.report && days ? `${other.path}?days=${days}` : other.path} aria-current={other === section ? 'page' : undefined}>
              {other.title}
            </a>
          ))}
        </nav>
        <form method="post" action={DASHBOARD_SIGN_OUT_PATH}>
          <Crumb crumb={crumb} />
          <button type="submit">Sign out</button>
        </form>
      </header>
      {children}
    </OwnerDocument>
  );
}

/** A report's page: the dashboard script fetches the section's report and draws its charts and tables. */
export function DashboardPage({ siteTitle, crumb, section, sections, days, notice }: DashboardProps) {
  return (
    <DashboardShell siteTitle={siteTitle} crumb={crumb} section={section} sections={sections} days={days}>
      <main className="dashboard" data-report={section.report} data-days={days}>
        <div className="dashboard-heading">
          <h1>{section.title}</h1>
          <nav aria-label="Range" className="dashboard-range">
            {RANGES.map((range) => (
              <a key={range} href={`?days=${range}`} aria-current={range === days ? 'page' : undefined}>
                {range} days
              </a>
            ))}
          </nav>
        </div>
        {notice && (
          <p className="dashboard-notice" role="alert">
            {notice}
          </p>
        )}
        <p className="dashboard-status" role="status" aria-live="polite">
          Loading…
        </p>
        <div className="dashboard-panels" />
      </main>
    </DashboardShell>
  );
}
