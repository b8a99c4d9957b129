import { ContactMessagesSection } from './contact-messages-section';
import { NewsletterSendSection } from './newsletter-send-section';
import { NewsletterSendsSection } from './newsletter-sends-section';
import { SubscribersSection } from './subscribers-section';
import './contact-newsletter-admin.css';

// The page heading ('Connect Info') comes from the admin layout.
export function ContactNewsletterAdminPage() {
  return (
    <div className="contact-newsletter-admin">
      <ContactMessagesSection />
      <SubscribersSection />
      <NewsletterSendSection />
      <NewsletterSendsSection />
    </div>
  );
}
