import type { AnswerValue } from '../../schemas/forms/form-rules';
import type { Env } from '../env';
import { SqlObject } from '../storage/sql-object';
import { objectStub } from '../storage/object-stub';

/** One accepted submission, as the owner reads it. */
export interface StoredSubmission {
  id: string;
  /** Epoch milliseconds. */
  submittedAt: number;
  /** The path of the page the form was on ('' when the browser did not say). */
  page: string;
  answers: Record<string, AnswerValue>;
  /** The address a newsletter form signed up. */
  newsletterSignUp?: string;
}

export interface NewSubmission {
  /** The submission key it was sent with: a key is stored at most once. */
  key: string;
  page: string;
  answers: Record<string, AnswerValue>;
  newsletterEmail?: string;
}

export interface SubmissionPage {
  submissions: StoredSubmission[];
  hasNextPage: boolean;
  nextPageCursor: string | null;
}

type SubmissionRow = { seq: number; id: string; submitted_at: number; page: string; answers: string; email: string | null };

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS submission (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    submission_key TEXT NOT NULL UNIQUE,
    submitted_at INTEGER NOT NULL,
    page TEXT NOT NULL,
    answers TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS newsletter_sign_up (
    email TEXT PRIMARY KEY COLLATE NOCASE,
    form_id TEXT NOT NULL,
    signed_up_at INTEGER NOT NULL,
    submission_id TEXT NOT NULL
  );`;

const toSubmission = (row: SubmissionRow): StoredSubmission => ({
  id: row.id,
  submittedAt: row.submitted_at,
  page: row.page,
  answers: JSON.parse(row.answers),
  ...(row.email ? { newsletterSignUp: row.email } : {}),
});

/**
 * The accepted submissions of one form, oldest first, with the newsletter
 * sign-ups it made (one per address, whatever its case). A submission key is
 * stored once: a retried write of the same submission is not a second one.
 */
export class FormSubmissionsObject extends SqlObject {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env, [SCHEMA]);
  }

  store(formId: string, submission: NewSubmission): string {
    const now = Date.now();
    const id = crypto.randomUUID();
    const stored = this.sql
      .exec<{ id: string }>(
        `INSERT INTO submission (id, submission_key, submitted_at, page, answers) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (submission_key) DO NOTHING RETURNING id`,
        id,
        submission.key,
        now,
        submission.page,
        JSON.stringify(submission.answers),
      )
      .toArray()[0];
    if (!stored) return this.sql.exec<{ id: string }>('SELECT id FROM submission WHERE submission_key = ?', submission.key).one().id;
    if (submission.newsletterEmail) {
      this.sql.exec(
        'INSERT INTO newsletter_sign_up (email, form_id, signed_up_at, submission_id) VALUES (?, ?, ?, ?) ON CONFLICT (email) DO NOTHING',
        submission.newsletterEmail,
        formId,
        now,
        id,
      );
    }
    return id;
  }

  /** `limit` submissions after the cursor (the last one of the page before), oldest first. */
  page(cursor: number, limit: number): SubmissionPage {
    const rows = this.sql
      .exec<SubmissionRow>(
        `SELECT s.seq, s.id, s.submitted_at, s.page, s.answers, n.email FROM submission s
         LEFT JOIN newsletter_sign_up n ON n.submission_id = s.id
         WHERE s.seq > ? ORDER BY s.seq LIMIT ?`,
        cursor,
        limit + 1,
      )
      .toArray();
    const shown = rows.slice(0, limit);
    const hasNextPage = rows.length > limit;
    return { submissions: shown.map(toSubmission), hasNextPage, nextPageCursor: hasNextPage ? String(shown.at(-1)!.seq) : null };
  }
}

export function formSubmissions(env: Env, websiteId: string, formId: string) {
  return objectStub(env.FORM_SUBMISSIONS, `${websiteId}/${formId}`, ['page']);
}
