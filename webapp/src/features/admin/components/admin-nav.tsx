import {
  BookOpen,
  BarChart3,
  Briefcase,
  Building2,
  Calculator,
  ExternalLink,
  FileText,
  ScrollText,
  FolderKanban,
  FolderOpen,
  History,
  Images,
  Inbox,
  LayoutDashboard,
  Megaphone,
  MessageCircleQuestion,
  Newspaper,
  Send,
  Settings,
  Trash2,
  UserCog,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import { NavLink } from 'react-router';

type Section = { to: string; label: string; icon: LucideIcon };
type Group = { label?: string; sections: Section[] };

// The back office's screens, grouped by the work they are for. Named imports of single
// icons: lucide-react is tree-shaken, so only these reach the admin chunk (and the lint
// keeps the package out of public code).
export const navGroups: Group[] = [
  {
    sections: [
      { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
      { to: '/admin/analytics', label: 'Analytics', icon: BarChart3 },
    ],
  },
  {
    label: 'Content',
    sections: [
      { to: '/admin/pages', label: 'Pages', icon: FileText },
      { to: '/admin/blog', label: 'Blog', icon: Newspaper },
      { to: '/admin/case-studies', label: 'Case studies', icon: BookOpen },
      { to: '/admin/announcement', label: 'Announcement', icon: Megaphone },
      { to: '/admin/site-settings', label: 'Site settings', icon: Settings },
      { to: '/admin/gallery', label: 'Gallery', icon: Images },
      { to: '/admin/portfolio', label: 'Portfolio', icon: FolderOpen },
    ],
  },
  {
    label: 'Hiring',
    sections: [
      { to: '/admin/career', label: 'Career', icon: Briefcase },
      { to: '/admin/applicants', label: 'Applicants', icon: Users },
    ],
  },
  {
    label: 'Messages',
    sections: [
      { to: '/admin/estimates', label: 'Estimates', icon: Calculator },
      { to: '/admin/quote-templates', label: 'Quote templates', icon: ScrollText },
      { to: '/admin/connect-info', label: 'Connect Info', icon: Inbox },
      { to: '/admin/outbox', label: 'Outbox', icon: Send },
    ],
  },
  {
    label: 'Project portal',
    sections: [
      { to: '/admin/projects', label: 'Projects', icon: FolderKanban },
      { to: '/admin/clients', label: 'Clients', icon: Building2 },
      { to: '/admin/rfis', label: 'RFIs', icon: MessageCircleQuestion },
    ],
  },
  {
    label: 'Administration',
    sections: [
      { to: '/admin/trash', label: 'Trash', icon: Trash2 },
      { to: '/admin/staff', label: 'Staff', icon: UserCog },
      { to: '/admin/audit', label: 'Audit trail', icon: History },
      { to: '/admin/account', label: 'My account', icon: UserRound },
    ],
  },
];

// AdminNav is the sidebar's navigation; onNavigate runs when a link is chosen (the phone
// menu closes then).
export function AdminNav({ onNavigate }: { onNavigate: () => void }) {
  const idBase = useId();
  return (
    <nav aria-label="Back office" className="admin__nav">
      {navGroups.map((group, i) => {
        const headingId = `${idBase}-${i}`;
        return (
          <div key={group.label ?? i} className="admin__nav-group">
            {group.label && (
              <p id={headingId} className="admin__nav-heading">
                {group.label}
              </p>
            )}
            <ul className="admin__nav-list" aria-labelledby={group.label ? headingId : undefined}>
              {group.sections.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <NavLink to={to} className="admin__nav-link" onClick={onNavigate}>
                    <Icon aria-hidden="true" size={18} strokeWidth={2} />
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      <p className="admin__nav-site">
        {/* A new tab: staff check a change on the site without leaving their screen. */}
        <a href="/" target="_blank" rel="noopener" className="admin__nav-link">
          <ExternalLink aria-hidden="true" size={18} strokeWidth={2} />
          View site<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </nav>
  );
}
