import { NewsletterSendForm } from './newsletter-send-form';

export function NewsletterSendSection() {
  return (
    <section className="connect-admin__section" aria-labelledby="connect-admin-send">
      <div className="admin-toolbar">
        <h2 id="connect-admin-send">Send newsletter</h2>
      </div>
      <NewsletterSendForm />
    </section>
  );
}
