/** The studio's entry (dev server only, at /studio/): mounts StudioApp. */
import { createRoot } from 'react-dom/client';
import '../renderer/react/theme.css';
import './studio.css';
import { StudioApp } from './studio-app.tsx';

const root = document.getElementById('studio-root');
if (root) createRoot(root).render(<StudioApp />);
