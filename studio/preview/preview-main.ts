/**
 * The entry of the studio's preview page (studio/preview.html, served at /studio/preview.html in development and in the
 * built studio): puts the page at the app address the studio asked for (?at=/route?query), then runs the borrower app
 * as the preview (preview-client.ts), which waits for the studio's draft.
 */
import '../../renderer/react/theme.css';
import './inspect-overlay.css';
import { appAddressOf } from './query-rows.ts';
import { startPreviewClient } from './preview-client.ts';

const root = document.getElementById('root');
const at = appAddressOf(window.location.search);
// The app routes by the page's own address; a same-origin replaceState changes it without loading another page.
if (at !== null) window.history.replaceState(null, '', at);
if (root) startPreviewClient(root);
