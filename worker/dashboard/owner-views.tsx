import type { ReactNode } from 'react';
import type { AnalyticsReportName } from '../../schemas';
import { DASHBOARD_PATH, DASHBOARD_SIGN_IN_PATH, DASHBOARD_SIGN_OUT_PATH } from '../../schemas/site/paths';
import { clientAssets } from '../render/client-assets';

/** The dashboard's pages: each charts one report of /api/owner/analytics. */
export const DASHBOARD_SECTIONS: readonly { path: string; report: AnalyticsReportName; title: string }[] = [
  { path: DASHBOARD_PATH, report: 'traffic', title: 'Traffic' },
  { path: `${DASHBOARD_PATH}/commerce`, report: 'commerce', title: 'Commerce' },
  { path: `${DASHBOARD_PATH}/performance`, report: 'vitals', title: 'Performance' },
  { path: `${DASHBOARD_PATH}/errors`, report: 'errors', title: 'Client errors' },
];

export const RANGES = [7, 30, 90] as const;

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
const Crumb = ({ crumb }: { crumb: string }) => <input type="hidden" name="crumb" value={crumb} />;

export interface SignInProps {
  siteTitle: string;
  crumb: string;
  /** Where to go once signed in (a /config path). */
  next: string;
  /** Why the last attempt failed, if one did. */
  alert?: string;
}

export function SignInPage({ siteTitle, crumb, next, alert }: SignInProps) {
  return (
    <OwnerDocument title="Sign in" siteTitle={siteTitle} script={false}>
      <main className="sign-in">
        <h1>Sign in to {siteTitle}</h1>
        <p>The site's analytics are for its owner. Enter the owner token.</p>
        {alert && (
          <p className="owner-alert" role="alert">
            {alert}
          </p>
        )}
        <form method="post" action={DASHBOARD_SIGN_IN_PATH}>
          <Crumb crumb={crumb} />
          <input type="hidden" name="next" value={next} />
          <label htmlFor="owner-token">Owner token</label>
          <input id="owner-token" name="token" type="password" autoComplete="current-password" required />
          <button type="submit">Sign in</button>
        </form>
      </main>
    </OwnerDocument>
  );
}

/** A /config path that is no page of the dashboard. */
export function OwnerMessagePage({ siteTitle, title, message }: { siteTitle: string; title: string; message: string }) {
  return (
    <OwnerDocument title={title} siteTitle={siteTitle} script={false}>
      <main className="sign-in">
        <h1>{title}</h1>
        <p role="alert">{message}</p>
        <p>
          <a href={DASHBOARD_SECTIONS[0].path}>Back to the dashboard</a>
        </p>
      </main>
    </OwnerDocument>
  );
}

export interface DashboardProps {
  siteTitle: string;
  crumb: string;
  section: (typeof DASHBOARD_SECTIONS)[number];
  days: number;
  /** Why the page shows another range than the one asked for, in the editor catalogue's words. */
  notice?: string;
}

/** The page shell; the dashboard script fetches the report and draws its charts and tables. */
export function DashboardPage({ siteTitle, crumb, section, days, notice }: DashboardProps) {
  return (
    <OwnerDocument title={section.title} siteTitle={siteTitle} script>
      <header className="owner-header">
        <strong>{siteTitle}</strong>
        <nav aria-label="Dashboard">
          {DASHBOARD_SECTIONS.map((other) => (
            <a key={other.path} href={`${other.path}?days=${days}`} aria-current={other === section ? 'page' : undefined}>
              {other.title}
            </a>
          ))}
        </nav>
        <form method="post" action={DASHBOARD_SIGN_OUT_PATH}>
          <Crumb crumb={crumb} />
          <button type="submit">Sign out</button>
        </form>
      </header>
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
    </OwnerDocument>
  );
}
