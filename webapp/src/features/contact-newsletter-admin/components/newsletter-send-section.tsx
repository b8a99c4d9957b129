import { NewsletterSendForm } from './newsletter-send-form';

export function NewsletterSendSection() {
  return (
    <section className="contact-newsletter-admin__section" aria-labelledby="contact-newsletter-admin-send">
      <div className="admin-toolbar">
        <h2 id="contact-newsletter-admin-send">Send newsletter</h2>
      </div>
      <NewsletterSendForm />
    </section>
  );
}
