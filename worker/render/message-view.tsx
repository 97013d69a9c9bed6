/** A page that only says why the visitor cannot go on, and where to go instead. */
export function MessageView({ title, message, shopUrl, continueLabel }: { title: string; message: string; shopUrl: string; continueLabel: string }) {
  return (
    <section className="message-page">
      <h1>{title}</h1>
      <p role="alert">{message}</p>
      <a className="button button-secondary" href={shopUrl}>
        {continueLabel}
      </a>
    </section>
  );
}
