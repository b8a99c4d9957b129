import { defineMessage } from '../../lib/i18n/messages';

// The site frame's words: header, menu and footer.
export const skipLink = defineMessage({ id: 'site.header.skipLink', defaultMessage: 'Skip to main content' });
export const requestEstimate = defineMessage({ id: 'site.header.requestEstimate', defaultMessage: 'Request an estimate' });
export const menu = defineMessage({ id: 'site.header.menu', defaultMessage: 'Menu' });
export const mainNav = defineMessage({ id: 'site.nav.label', defaultMessage: 'Main', description: 'The name screen readers give the main menu' });
export const subPages = defineMessage({ id: 'site.nav.subPages', defaultMessage: '{name} pages', description: "The button opening a menu item's pages; name is the item's" });
export const footerNav = defineMessage({ id: 'site.footer.label', defaultMessage: 'Footer', description: "The name screen readers give the footer's links" });
export const company = defineMessage({ id: 'site.footer.company', defaultMessage: 'Company' });
export const ourWork = defineMessage({ id: 'site.footer.ourWork', defaultMessage: 'Our work' });
export const connect = defineMessage({ id: 'site.footer.connect', defaultMessage: 'Connect' });
export const ourFirm = defineMessage({ id: 'site.footer.ourFirm', defaultMessage: 'Our Firm' });
export const leadership = defineMessage({ id: 'site.footer.leadership', defaultMessage: 'Leadership Team' });
export const businessModel = defineMessage({ id: 'site.footer.businessModel', defaultMessage: 'Business Model' });
export const gallery = defineMessage({ id: 'site.footer.gallery', defaultMessage: 'Gallery' });
export const career = defineMessage({ id: 'site.footer.career', defaultMessage: 'Career' });
export const services = defineMessage({ id: 'site.footer.services', defaultMessage: 'Services' });
export const portfolio = defineMessage({ id: 'site.footer.portfolio', defaultMessage: 'Project Portfolio' });
export const caseStudies = defineMessage({ id: 'site.footer.caseStudies', defaultMessage: 'Case Studies' });
export const blog = defineMessage({ id: 'site.footer.blog', defaultMessage: 'Blog' });
export const portal = defineMessage({ id: 'site.footer.portal', defaultMessage: 'Project Portal' });
export const privacy = defineMessage({ id: 'site.footer.privacy', defaultMessage: 'Privacy' });
export const sendMessage = defineMessage({ id: 'site.footer.sendMessage', defaultMessage: 'Send us a message', description: 'A link to the contact form, followed by site.footer.replyTime' });
export const replyTime = defineMessage({ id: 'site.footer.replyTime', defaultMessage: ': we reply within 24 hours or less.', description: 'Follows the link site.footer.sendMessage' });
export const copyright = defineMessage({ id: 'site.footer.copyright', defaultMessage: 'Copyright © {year} by {company} Pvt. Ltd. All rights reserved.' });
