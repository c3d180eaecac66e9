/** React and react-dom alone: the baseline the runner subtracts to size the renderer and widgets. */
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('bench-root')!).render(<p>react</p>);
