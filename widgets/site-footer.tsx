import type { ReactNode } from 'react';
import type { SiteFooterProps } from '../schemas/generated/widget-props.ts';
import './site-footer.css';
import { useWords } from '../renderer/react/words-context.ts';

/** The tel: address of a number written for people, such as "(02) 8812 4400" → "tel:0288124400"; null without digits. */
export function telHref(phone: string): string | null {
  const dialled = phone.replace(/[^0-9+]/g, '').replace(/(?!^)\+/g, '');
  return /\d/.test(dialled) ? `tel:${dialled}` : null;
}

/** The mailto: address of an e-mail address, or null when it does not look like one. */
export function mailtoHref(email: string): string | null {
  const address = email.trim();
  return /^[^\s@/?#]+@[^\s@/?#]+\.[^\s@/?#]+$/.test(address) ? `mailto:${address}` : null;
}

const icons = {
  phone:
    'M6.6 10.8a15.1 15.1 0 006.6 6.6l2.2-2.2a1 1 0 011-.25 11.4 11.4 0 003.6.57 1 1 0 011 1V20a1 1 0 01-1 1A17 17 0 013 4a1 1 0 011-1h3.5a1 1 0 011 1c0 1.25.2 2.45.57 3.57a1 1 0 01-.25 1z',
  email: 'M3 6h18v12H3zM3 6l9 7 9-7',
  address: 'M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21zM12 12.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
};

function Line({ kind, name, children }: { kind: keyof typeof icons; name: string; children: ReactNode }) {
  return (
    <li className="h-site-footer__line">
      <svg className="h-site-footer__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d={icons[kind]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
      <span className="h-visually-hidden">{useWords()(name)}: </span>
      {children}
    </li>
  );
}

/** The website footer: company, optional note, telephone (tel: link), e-mail (mailto: link), address and copyright. */
export function SiteFooterWidget({ id, company, note, phone, email, address, copyright }: SiteFooterProps) {
  const tel = phone ? telHref(phone) : null;
  const mailto = email ? mailtoHref(email) : null;
  const hasLines = Boolean(phone || email || address);
  return (
    // The renderer draws a screen's body inside <main>, where a <footer> is no landmark of its own: the role is explicit.
    <footer id={id} className="h-site-footer" role="contentinfo">
      <div className="h-site-footer__inner">
        <div className="h-site-footer__company">
          <p className="h-site-footer__name">{company}</p>
          {note ? <p className="h-site-footer__note">{note}</p> : null}
        </div>
        {hasLines ? (
          <ul className="h-site-footer__lines">
            {phone ? (
              <Line kind="phone" name="Telephone">
                {tel ? (
                  <a className="h-site-footer__link" href={tel}>
                    {phone}
                  </a>
                ) : (
                  <span>{phone}</span>
                )}
              </Line>
            ) : null}
            {email ? (
              <Line kind="email" name="E-mail">
                {mailto ? (
                  <a className="h-site-footer__link" href={mailto}>
                    {email}
                  </a>
                ) : (
                  <span>{email}</span>
                )}
              </Line>
            ) : null}
            {address ? (
              <Line kind="address" name="Address">
                <address className="h-site-footer__address">{address}</address>
              </Line>
            ) : null}
          </ul>
        ) : null}
      </div>
      {copyright ? <p className="h-site-footer__copyright">{copyright}</p> : null}
    </footer>
  );
}
