import { submissionsCsvPath, type FormDefinition } from '../../schemas';
import { DashboardShell, type ShellProps } from './owner-views';
import { ListTable, NextPage } from './list-parts';

type Frame = Omit<ShellProps, 'children' | 'title'>;

export const formPath = (section: Frame['section'], form: Pick<FormDefinition, 'id'>) => `${section.path}/${encodeURIComponent(form.id)}`;

/** The site's forms, each leading to its submissions and their download. */
export function FormsPage({ forms, ...frame }: Frame & { forms: readonly FormDefinition[] }) {
  return (
    <DashboardShell {...frame}>
      <main className="dashboard owner-page" data-loaded="true">
        <h1>Form submissions</h1>
        {forms.length === 0 && <p>The site has no forms.</p>}
        <div className="dashboard-panels">
          {forms.map((form) => (
            <section key={form.id} className="panel" data-panel={form.id}>
              <h2>{form.name}</h2>
              <p>
                <a href={formPath(frame.section, form)}>{`See the submissions of ${form.name}`}</a>
              </p>
              <p>
                <a href={submissionsCsvPath(form.id)}>Download every submission (CSV)</a>
              </p>
            </section>
          ))}
        </div>
      </main>
    </DashboardShell>
  );
}

export interface SubmissionsProps extends Frame {
  form: FormDefinition;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  /** The next page, when there is one; the first page, when this is not it. */
  next: string | null;
  first: string | null;
}

/** One form's submissions, oldest first, a page at a time, and all of them as CSV. */
export function SubmissionsPage({ form, columns, rows, next, first, ...frame }: SubmissionsProps) {
  return (
    <DashboardShell {...frame} title={form.name}>
      <main className="dashboard owner-page" data-loaded="true">
        <p>
          <a href={frame.section.path}>← All forms</a>
        </p>
        <h1>{form.name}</h1>
        <p>
          <a href={submissionsCsvPath(form.id)}>Download every submission (CSV)</a>
        </p>
        <section className="panel" data-panel="submissions">
          <h2>Submissions</h2>
          <ListTable columns={columns} rows={rows} />
          <NextPage href={next} label="Next submissions" />
          <NextPage href={first} label="First submissions" />
        </section>
      </main>
    </DashboardShell>
  );
}
