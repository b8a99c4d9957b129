import { ContactMessagesSection } from './contact-messages-section';
import { NewsletterSendSection } from './newsletter-send-section';
import { NewsletterSendsSection } from './newsletter-sends-section';
import { SubscribersSection } from './subscribers-section';
import './connect-admin.css';

// The page heading ('Connect Info') comes from the admin layout.
export function ConnectAdminPage() {
  return (
    <div className="connect-admin">
      <ContactMessagesSection />
      <SubscribersSection />
      <NewsletterSendSection />
      <NewsletterSendsSection />
    </div>
  );
}
