/**
 * The entry of the studio's preview page (studio/preview.html, served at /studio/preview.html in development and in the
 * built studio): puts the page at the app address the studio asked for (?at=/route?query), then runs the borrower app
 * as the preview (preview-client.ts), which waits for the studio's draft. With ?mode=fixture the page is the hidden
 * frame that replays one QA fixture against the draft instead (studio/fixture/fixture-frame.tsx).
 */
import '../../renderer/react/theme.css';
import './inspect-overlay.css';
import { appAddressOf } from './query-rows.ts';
import { startPreviewClient } from './preview-client.ts';
import { fixtureMode } from '../fixture/fixture-protocol.ts';

const root = document.getElementById('root');
const fixtureFrame = new URLSearchParams(window.location.search).get('mode') === fixtureMode;
const at = appAddressOf(window.location.search);
// The app routes by the page's own address; a same-origin replaceState changes it without loading another page.
if (at !== null && !fixtureFrame) window.history.replaceState(null, '', at);
if (root && fixtureFrame) void import('../fixture/fixture-frame.tsx').then((m) => m.startFixtureFrame(root));
else if (root) startPreviewClient(root);
