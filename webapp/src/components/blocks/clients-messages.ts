import { defineMessage } from '../../lib/i18n/messages';

// The clients and credentials block's own words (its items are content).
export const logos = defineMessage({ id: 'blocks.clients.logos', defaultMessage: 'Clients', description: "The name screen readers give the list of clients' logos" });
export const credentials = defineMessage({
  id: 'blocks.clients.credentials',
  defaultMessage: 'Memberships and certifications',
  description: 'The name screen readers give the list of memberships and certifications (AISC, NISD, CISC)',
});
export const number = defineMessage({ id: 'blocks.clients.number', defaultMessage: 'No. {number}', description: 'A membership or certificate number' });
export const demo = defineMessage({
  id: 'blocks.clients.demo',
  defaultMessage: 'Demo content',
  description: 'A tag on a sample logo, testimonial or credential, so no visitor takes it for a real one',
});
