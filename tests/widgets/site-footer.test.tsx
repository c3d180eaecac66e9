import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { SiteFooterNode } from '../../schemas/generated/types.ts';
import { mailtoHref, telHref } from '../../widgets/site-footer.tsx';
import { showNode } from '../support/render-node.tsx';

const footer: SiteFooterNode = {
  type: 'site-footer',
  company: 'Hatid Lending Corporation',
  note: 'SEC Registration No. CS201907721',
  phone: '(02) 8812 4400',
  email: 'support@hatid.ph',
  address: 'Unit 1204, 88 Paseo de Roxas\nMakati City 1229',
  copyright: '© 2025 Hatid Lending Corporation. All rights reserved.',
};

describe('site-footer widget', () => {
  it('is the page footer with the company, note, telephone, e-mail, address and copyright', async () => {
    await showNode(footer);
    const info = screen.getByRole('contentinfo');
    expect(within(info).getByText('Hatid Lending Corporation')).toBeTruthy();
    expect(within(info).getByText('SEC Registration No. CS201907721')).toBeTruthy();
    expect(within(info).getByRole('link', { name: '(02) 8812 4400' }).getAttribute('href')).toBe('tel:0288124400');
    expect(within(info).getByRole('link', { name: 'support@hatid.ph' }).getAttribute('href')).toBe('mailto:support@hatid.ph');
    const address = info.querySelector('address');
    expect(address?.textContent).toBe('Unit 1204, 88 Paseo de Roxas\nMakati City 1229');
    expect(within(info).getByText('© 2025 Hatid Lending Corporation. All rights reserved.')).toBeTruthy();
    // Each line says what it is to screen readers (the icons are decoration).
    expect(info.textContent).toContain('Telephone: (02) 8812 4400');
    expect(info.textContent).toContain('E-mail: support@hatid.ph');
    expect(info.textContent).toContain('Address: Unit 1204');
    expect([...info.querySelectorAll('svg')].every((svg) => svg.getAttribute('aria-hidden') === 'true')).toBe(true);
  });

  it('shows only the parts it is given', async () => {
    await showNode({ type: 'site-footer', company: 'Hatid Lending Corporation' });
    const info = screen.getByRole('contentinfo');
    expect(info.textContent).toBe('Hatid Lending Corporation');
    expect(info.querySelector('ul')).toBeNull();
  });

  it('shows a phone or e-mail that cannot be dialled or written to as plain text, never as a link', async () => {
    await showNode({ type: 'site-footer', company: 'Hatid', phone: 'ask at the branch', email: 'not an address' });
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.getByText('ask at the branch')).toBeTruthy();
    expect(screen.getByText('not an address')).toBeTruthy();
  });

  it('works out tel: and mailto: addresses', () => {
    expect(telHref('(02) 8812 4400')).toBe('tel:0288124400');
    expect(telHref('+63 917 555 0142')).toBe('tel:+639175550142');
    expect(telHref('0917+555')).toBe('tel:0917555');
    expect(telHref('none')).toBeNull();
    expect(mailtoHref(' support@hatid.ph ')).toBe('mailto:support@hatid.ph');
    expect(mailtoHref('support@hatid')).toBeNull();
    expect(mailtoHref('a b@hatid.ph')).toBeNull();
    expect(mailtoHref('x@y.ph?cc=z@evil.example')).toBeNull();
  });
});
