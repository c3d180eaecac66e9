/**
 * Issue 17, every URL the page loads or opens passes a policy: the pure checks behind it. Pictures (image hosts,
 * raster data: only), app routes, mailto:/tel: links (fixed or lender-supplied, never an expression-built query), native
 * arguments (an allowlist per action, addresses checked), and the table of widget props that hold addresses.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contactLinkProblem } from '../../renderer/core/contact-links.ts';
import { nativeArgsProblem } from '../../renderer/core/native-args.ts';
import { checkImageSource, checkRoute, loggableAddress } from '../../renderer/core/source-policy.ts';
import { widgetSources } from '../../renderer/core/widget-sources.ts';

const policy = { hosts: ['hatid.ph'], imageHosts: ['hatid.ph', 'cdn.lender.example', '.img.example'] };
const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==';

describe('checkImageSource allows', () => {
  it.each([
    '/images/site-slide-1.svg',
    '/api/promotion/get-captcha?sid=abc&timestamp=1',
    'https://hatid.ph/logo.png',
    'https://cdn.lender.example/products/7.png',
    'https://a.img.example/x.webp',
    png,
    'data:image/jpeg;base64,/9j/4AAQ',
    'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    'data:image/webp;base64,UklGRhoAAABXRUJQ',
  ])('%s', (src) => {
    expect(checkImageSource(src, policy)).toMatchObject({ ok: true });
  });
});

describe('checkImageSource refuses', () => {
  it.each([
    'https://evil.example/c.gif?sid=S3cr3t&ph=09171234567',
    'http://evil.example/x.png',
    '//evil.example/x.png',
    'https://hatid.ph@evil.example/x.png',
    'https://hatid.ph.evil.example/x.png',
    'https://cdn.lender.example./x.png',
    'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x"/></svg>',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'DATA:IMAGE/SVG+XML;base64,PHN2Zz4=',
    'data:text/html,<script>alert(1)</script>',
    'data:image/png+svg;base64,AAAA',
    'data:image/png;base64,AA AA',
    'data:,x',
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'blob:https://hatid.ph/1234',
    'file:///etc/passwd',
    'tel:+639171234567',
    'mailto:x@evil.example',
    'images/relative.png',
    '/%2F%2Fevil.example/x.png',
    '',
  ])('%j', (src) => {
    const verdict = checkImageSource(src, policy);
    expect(verdict.ok).toBe(false);
    expect(verdict.ok ? '' : verdict.reason).not.toBe('');
  });

  it('without image hosts, the openUrl hosts stand in (a provider that names only hosts keeps working)', () => {
    expect(checkImageSource('https://hatid.ph/a.png', { hosts: ['hatid.ph'] })).toMatchObject({ ok: true });
    expect(checkImageSource('https://cdn.lender.example/a.png', { hosts: ['hatid.ph'] })).toMatchObject({ ok: false });
    expect(checkImageSource('42', { hosts: [] })).toMatchObject({ ok: false });
    expect(checkImageSource(42, { hosts: [] })).toMatchObject({ ok: false });
  });
});

describe('checkRoute', () => {
  it.each(['/', '/complaintList', '/complainDetails?problemId=1', '#/payway', '#/borrowDetail'])('allows %s', (to) => {
    expect(checkRoute(to)).toEqual({ ok: true, url: to });
  });
  it.each([
    '//evil.example',
    '#//evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    'complaintList',
    '',
    ' /x',
    '/x y',
  ])('refuses %j', (to) => {
    expect(checkRoute(to).ok).toBe(false);
  });
});

describe('mailto: and tel: take a fixed or lender-supplied address and no expression-built query', () => {
  it.each([
    ['mailto:grievance@hatid.ph', 'mailto:grievance@hatid.ph'],
    ['mailto:help@hatid.ph?subject=Loan%20question', 'mailto:help@hatid.ph?subject=Loan%20question'],
    ["='mailto:' + data.contact.email", 'mailto:support@hatid.ph'],
    ["='tel:' + data.contact['smWa']", 'tel:09175550142'],
    ['=result.mail', 'mailto:support@hatid.ph'],
    ["='https://hatid.ph/?sid=' + session.sessionId", 'https://hatid.ph/?sid=S3cr3t'],
  ])('opens %s', (raw, resolved) => {
    expect(contactLinkProblem(raw, resolved)).toBeUndefined();
  });

  it.each([
    ["='mailto:x@evil.example?body=' + session.sessionId", 'mailto:x@evil.example?body=S3cr3t', 'query'],
    ["='mailto:' + data.contact.email + '?body=' + data.order.id", 'mailto:support@hatid.ph?body=5', 'query'],
    ["='mailto:help@hatid.ph?subject=Hi'", 'mailto:help@hatid.ph?subject=Hi', 'query'],
    ['=data.link', 'MAILTO:x@evil.example?body=1', 'query'],
    ["='mailto:' + session.mobilePhone + '@evil.example'", 'mailto:09171234567@evil.example', "lender's answers"],
    ["='tel:' + query.mobilePhone", 'tel:09171234567', "lender's answers"],
    ["='mailto:' + state.typed", 'mailto:a@b.ph', "lender's answers"],
    ["='mailto:' + default(data.contact.email, session.userId)", 'mailto:support@hatid.ph', "lender's answers"],
    ["='mailto:' + data[session.userId]", 'mailto:support@hatid.ph', "lender's answers"],
  ])('refuses %s', (raw, resolved, why) => {
    expect(contactLinkProblem(raw, resolved)).toContain(why);
  });
});

describe('native arguments', () => {
  const hosts = { hosts: ['hatid.ph'] };
  it('takes the allowlisted arguments of each action', () => {
    expect(nativeArgsProblem('openPage', { url: '/complaintList', title: 'Complaints' }, hosts)).toBeUndefined();
    expect(nativeArgsProblem('openPage', { url: 'https://hatid.ph/help' }, hosts)).toBeUndefined();
    expect(nativeArgsProblem('openPageWithParams', { page: 'productDetail', productId: 8 }, hosts)).toBeUndefined();
    expect(nativeArgsProblem('callPhone', { phone: '+63 (917) 555-0142' }, hosts)).toBeUndefined();
    expect(nativeArgsProblem('confirmTrackingPoint', { point: 'loan_confirm_success', productId: '7' }, hosts)).toBeUndefined();
    expect(nativeArgsProblem('closeWebview', {}, hosts)).toBeUndefined();
  });

  it.each([
    ['openPage', { url: 'https://evil.example/x?sid=S3cr3t' }, 'evil.example is not on the allowed list'],
    ['openPage', { url: '//evil.example/x' }, 'refused'],
    ['openPage', { url: 'javascript:alert(1)' }, 'refused'],
    ['openPage', { url: 'tel:0917' }, 'http or https'],
    ['openPage', { url: '/x', sid: 'S3cr3t' }, 'takes no argument `sid`'],
    ['closeWebview', { next: '/x' }, 'it takes none'],
    ['openPageWithParams', { page: 'https://evil.example/' }, 'looks like an address'],
    ['openPageWithParams', { page: 'x', productId: '../../etc' }, 'must be an id'],
    ['callPhone', { phone: 'javascript:alert(1)' }, 'telephone number'],
    ['callPhone', { phone: { nested: 1 } }, 'text or a number'],
    ['confirmTrackingPoint', { point: 'x'.repeat(201) }, 'longer than 200'],
  ] as const)('refuses %s %j', (action, args, why) => {
    expect(nativeArgsProblem(action, args, hosts)).toContain(why);
  });
});

describe('the widget address table', () => {
  it('names every widget prop the schemas describe as a web address', () => {
    const dir = path.resolve(import.meta.dirname, '../../schemas/widgets');
    const addressy = (schema: Record<string, unknown>) =>
      schema.$ref === '../defs.schema.json#/definitions/url' || /web address/i.test(String(schema.description ?? ''));
    const found: string[] = [];
    for (const file of fs.readdirSync(dir)) {
      const schema = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { properties: Record<string, Record<string, unknown>> };
      const type = file.replace('.schema.json', '');
      for (const [prop, def] of Object.entries(schema.properties)) {
        if (addressy(def)) found.push(`${type} ${prop}`);
        const items = (def.items as { properties?: Record<string, Record<string, unknown>> } | undefined)?.properties ?? {};
        for (const [field, sub] of Object.entries(items)) if (addressy(sub)) found.push(`${type} ${prop}.${field}`);
      }
    }
    const named = Object.entries(widgetSources).flatMap(([type, props]) => props.map((p) => `${type} ${p.prop}${p.field ? `.${p.field}` : ''}`));
    expect(found.length).toBeGreaterThanOrEqual(8);
    for (const place of found) expect(named, place).toContain(place);
  });
});

describe('loggableAddress', () => {
  it('keeps what a log needs and drops what a hostile address carries', () => {
    expect(loggableAddress('https://evil.example/c.gif?sid=S3cr3t&ph=0917#x')).toBe('https://evil.example/c.gif?…');
    expect(loggableAddress('data:image/svg+xml;base64,PHN2Zz4=')).toBe('data:image/svg+xml;base64,…');
    expect(loggableAddress('/complaintList')).toBe('/complaintList');
    expect(loggableAddress(`/${'a'.repeat(300)}`)).toHaveLength(120);
  });
});
