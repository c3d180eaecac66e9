/** The studio's entry (studio/index.html, served at /studio/ by the dev server and, built into dist-studio/, by the server): mounts StudioApp. */
import { createRoot } from 'react-dom/client';
import '../renderer/react/theme.css';
import './studio.css';
import { StudioApp } from './studio-app.tsx';

const root = document.getElementById('studio-root');
if (root) createRoot(root).render(<StudioApp />);
