import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { SiteHeaderProps } from '../schemas/generated/widget-props.ts';
import { siteHeaderDefaults as defaults } from '../schemas/generated/widget-defaults.ts';
import './site-header.css';
import { useWords } from '../renderer/react/words-context.ts';

/** A plain left click (no new tab or window asked for with a modifier key or another button). */
function plainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The public website's header: brand and page links. The links are real <a href> (a new tab works), and a plain click is
 * handed to onNavigate with the route as event.to, so the app moves in place through its own navigate action. Below
 * 720 px of width (a container query) the links fold behind a Menu button.
 */
export function SiteHeaderWidget({
  id,
  brand,
  logo,
  brandTo,
  items,
  current,
  menuText = defaults.menuText,
  label = defaults.label,
  onNavigate,
}: SiteHeaderProps) {
  const w = useWords();
  const [open, setOpen] = useState(false);
  const navId = useId();
  const menuRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const follow = (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    setOpen(false);
    void onNavigate({ to });
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    menuRef.current?.focus();
  };
  // Opening the menu moves nothing; a click elsewhere on the page closes it.
  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && !navRef.current?.contains(target) && !menuRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  const mark = logo ? <img className="h-site-header__logo" src={logo} alt="" width={32} height={32} /> : null;
  return (
    // The renderer draws a screen's body inside <main>, where a <header> is no landmark of its own: the role is explicit.
    <header id={id} className="h-site-header" role="banner" onKeyDown={closeOnEscape}>
      <div className={`h-site-header__inner${open ? ' h-site-header__inner--open' : ''}`}>
        {brandTo ? (
          <a className="h-site-header__brand" href={brandTo} onClick={follow(brandTo)}>
            {mark}
            <span>{brand}</span>
          </a>
        ) : (
          <span className="h-site-header__brand">
            {mark}
            <span>{brand}</span>
          </span>
        )}
        <button
          ref={menuRef}
          type="button"
          className="h-site-header__menu"
          aria-expanded={open}
          aria-controls={navId}
          onClick={() => setOpen((was) => !was)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            {open ? (
              <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            )}
          </svg>
          {w(menuText)}
        </button>
        <nav ref={navRef} id={navId} className="h-site-header__nav" aria-label={w(label)}>
          <ul className="h-site-header__list">
            {items.map((item) => (
              <li key={`${item.to} ${item.text}`}>
                <a className="h-site-header__link" href={item.to} aria-current={item.to === current ? 'page' : undefined} onClick={follow(item.to)}>
                  {item.text}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
