/** The preview panel loads the studio's preview page for the route, and says when the server has no sandbox lender. */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { PreviewPanel } from '../../../studio/preview/preview-panel.tsx';
import { installFakeServer } from './studio-fake-server.ts';
import { renderInStudio, signedInConnection } from '../../support/studio-connection.tsx';
import type { StudioConnection } from '../../../studio/server-state/studio-connection.tsx';

let connection: StudioConnection;

const doc = { schemaVersion: 2, id: 'home', title: 'Home', body: [] };

describe('PreviewPanel', () => {
  beforeEach(async () => {
    installFakeServer({ screens: [] });
    connection = await signedInConnection();
  });

  test('the phone loads /studio/preview.html at the route and its example query', async () => {
    renderInStudio(<PreviewPanel screenId="home" document={doc} routes={[{ path: '/loanDetails', example: '?productId=7' }]} />, connection);
    const frame = await screen.findByTitle(/^Preview /);
    expect(frame.getAttribute('src')).toBe('/studio/preview.html?at=%2FloanDetails%3FproductId%3D7');
    expect(frame.getAttribute('name')).toBe('hatid-studio-preview');
    expect(screen.queryByText(/sandbox lender is off/)).toBeNull();
  });

  test('without the sandbox lender it says the preview has no loan data', () => {
    renderInStudio(<PreviewPanel screenId="home" document={doc} routes={[{ path: '/home' }]} sandbox={false} />, connection);
    expect(screen.getByText(/^The sandbox lender is off on this server, so the preview has no loan data/)).toBeTruthy();
  });
});
