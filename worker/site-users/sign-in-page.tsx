import { ACCOUNT_SIGN_IN_PATH, PageType, translated, type Messages } from '../../schemas';
import { privatePage } from '../render/private-page';
import type { PageAnswer } from '../render/stream-page';
import type { Storefront } from '../storefront';

/** What the sign-in page shows: the form (with what was typed and why it was refused), or that the link is on its way. */
export interface SignInState {
  email: string;
  returnTo: string | null;
  /** In English, as the catalogue keys it. */
  problem?: string;
  sent?: boolean;
}

function SignInView({ state, crumb, messages }: { state: SignInState; crumb: string; messages: Messages }) {
  if (state.sent) {
    return (
      <section className="sign-in-page">
        <h1>{messages.SIGN_IN_TITLE}</h1>
        <p role="status" className="sign-in-sent">
          {messages.SIGN_IN_LINK_SENT}
        </p>
      </section>
    );
  }
  const problem = state.problem && translated(state.problem, messages);
  return (
    <section className="sign-in-page">
      <h1>{messages.SIGN_IN_TITLE}</h1>
      <p>{messages.SIGN_IN_INTRO}</p>
      <form method="post" action={ACCOUNT_SIGN_IN_PATH} className="sign-in-form" noValidate>
        <input type="hidden" name="crumb" value={crumb} />
        {state.returnTo && <input type="hidden" name="returnTo" value={state.returnTo} />}
        <div className={problem ? 'checkout-field has-problem' : 'checkout-field'}>
          <label htmlFor="sign-in-email">{messages.EMAIL_LABEL}</label>
          {problem && (
            <p className="field-problem" id="sign-in-email-problem">
              {problem}
            </p>
          )}
          <input
            id="sign-in-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={state.email}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'sign-in-email-problem' : undefined}
          />
        </div>
        <button type="submit" className="button">
          {messages.SIGN_IN_BUTTON}
        </button>
      </form>
    </section>
  );
}

/** The site user's sign-in page (#27): it asks for the address the one-time link goes to, in the site's layout. */
export async function signInPage(storefront: Storefront, state: SignInState, status = 200): Promise<PageAnswer | null> {
  const { messages } = await storefront.locale();
  return privatePage(storefront, messages.SIGN_IN_TITLE, PageType.LOCK_SCREEN, <SignInView state={state} crumb={storefront.visitor.crumb} messages={messages} />, status);
}
