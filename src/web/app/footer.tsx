import { Link } from 'react-router';
import { useSiteInfo } from './site-info.ts';

const LEGAL_LINKS = [
  { to: '/impressum', label: 'Impressum' },
  { to: '/copyright', label: 'Copyright Notice' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/cookies', label: 'Cookie Policy' },
  { to: '/privacy', label: 'Privacy Policy' },
];

export function Footer() {
  const site = useSiteInfo();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Legal">
          <ul className="inline-list site-footer__links">
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__note">
          {site.name} · {site.description}
        </p>
      </div>
    </footer>
  );
}
