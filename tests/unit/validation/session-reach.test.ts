/**
 * Issue 29 item 10, statically: `npm run validate` (and so the studio and publishing) refuses a picture address built
 * from the borrower's session values, on this site too, and a `save` that would keep one on the device, at the
 * expression's pointer. The helpers the page uses find the values however they are written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseExpression } from '../../../renderer/core/expressions/parse.ts';
import { carriesSecret, holdsSecret, sessionSecrets } from '../../../renderer/core/session-values.ts';
import { checkSessionReach } from '../../../renderer/core/validation/session-reach.ts';
import { validateScreenText } from '../../../checks/validate-screen-text.ts';

const screenOf = (parts: Record<string, unknown>) => ({
  schemaVersion: 2,
  id: 'hostile',
  title: 'Hostile',
  body: [{ type: 'text', text: 'Hi' }],
  ...parts,
});
const errorsOf = (parts: Record<string, unknown>) =>
  validateScreenText(JSON.stringify(screenOf(parts), null, 2), 'hostile')
    .filter((p) => p.severity === 'error')
    .map(({ pointer, message }) => ({ pointer, message }));

describe('npm run validate refuses session values in pictures', () => {
  it('a same-origin image, a cell icon, a literal carousel slide and a computed image grid', () => {
    expect(
      errorsOf({
        body: [
          { type: 'image', src: "='/images/c.gif?sid=' + session.sessionId", alt: 'x' },
          { type: 'cell', title: 'Row', icon: "='/i/' + query.userId + '.png'" },
          {
            type: 'carousel',
            label: 'News',
            autoplay: false,
            slides: [
              { src: '/ok.png', alt: 'a' },
              { src: "='/s.png?p=' + session.mobilePhone", alt: 'b' },
            ],
          },
          { type: 'image-grid', images: "=[ '/a.png', '/b.png?d=' + session['deviceId'] ]", alt: 'x' },
          { type: 'image', src: '=state.pics[session.userId]', alt: 'k' },
        ],
        state: { pics: {} },
      }),
    ).toEqual([
      {
        pointer: '/body/0/src',
        message: expect.stringContaining("a picture's address may not carry the borrower's session values (it reads `session.sessionId`)"),
      },
      { pointer: '/body/1/icon', message: expect.stringContaining('(it reads `query.userId`)') },
      { pointer: '/body/2/slides/1/src', message: expect.stringContaining('(it reads `session.mobilePhone`)') },
      { pointer: '/body/3/images', message: expect.stringContaining('(it reads `session.deviceId`)') },
      { pointer: '/body/4/src', message: expect.stringContaining('(it reads `session.userId`)') },
    ]);
  });

  it('accepts pictures from the lender and the app version', () => {
    expect(
      errorsOf({
        state: { banner: '/b.png', form: {} },
        body: [
          { type: 'image', src: "=state.banner + '?v=1'", alt: 'x' },
          { type: 'image', src: '=state.form[session.appName]', alt: 'z' },
          { type: 'image', src: "='/images/v' + session.appVersion + '.png'", alt: 'y' },
        ],
      }),
    ).toEqual([]);
  });
});

describe('npm run validate refuses keeping session values on the device', () => {
  it('save with keep "device" of a session value, inside a record too; for the session it is allowed', () => {
    const button = {
      type: 'button',
      text: 'Keep',
      onTap: [
        { do: 'save', key: 'sid', value: '=session.sessionId', keep: 'device' },
        { do: 'save', key: 'who', value: { user: '=params.userId', n: 1 }, keep: 'device' },
        { do: 'save', key: 'here', value: '=session.sessionId', keep: 'session' },
        { do: 'save', key: 'values', value: '=state.values', keep: 'device' },
      ],
    };
    expect(errorsOf({ params: { userId: {} }, state: { values: {} }, body: [button] })).toEqual([
      {
        pointer: '/body/0/onTap/0/value',
        message: expect.stringContaining("`save` may not keep the borrower's session values on the device (it reads `session.sessionId`)"),
      },
      { pointer: '/body/0/onTap/1/value/user', message: expect.stringContaining('(it reads `params.userId`)') },
    ]);
  });
});

describe('every screen of the app passes', () => {
  it('has no session value in a picture or a device save', () => {
    const dir = path.resolve(import.meta.dirname, '../../../screens');
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'routes.json')) {
      expect(checkSessionReach(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), parseExpression), file).toEqual([]);
    }
  });
});

describe('finding session values by value', () => {
  const secrets = sessionSecrets({ sessionId: 'S3cr3tSess10n', mobilePhone: '09171234567', userId: '12345', deviceId: 'D77', appVersion: '1.0.0' });

  it('takes the identifying values long enough to look for (a short number or id is not)', () => {
    expect(secrets.sort()).toEqual(['09171234567', 's3cr3tsess10n']);
  });

  it('finds them as written, in another case, percent-encoded once or twice, and a phone with separators', () => {
    for (const address of [
      '/c.gif?sid=S3cr3tSess10n',
      '/c.gif?sid=s3cr3tsess10n',
      '/c.gif?sid=%53%33cr3tSess10n',
      '/c.gif?sid=%2553%2533cr3tSess10n',
      '/p.png?m=0917-123-4567',
      '/p.png?m=%2B0917%20123%204567',
    ])
      expect(carriesSecret(address, secrets), address).toBe(true);
    for (const address of ['/images/banner-2024.png', '/p.png?m=0917', '/c.gif?v=1.0.0'])
      expect(carriesSecret(address, secrets), address).toBe(false);
    expect(holdsSecret({ a: [{ b: 'x S3CR3TSESS10N y' }] }, secrets)).toBe(true);
    expect(holdsSecret({ a: [1, 'two'] }, secrets)).toBe(false);
  });
});
