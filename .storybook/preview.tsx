/** Storybook preview: the app's design tokens around every story. */
import type { Preview } from '@storybook/react-vite';
import '../renderer/react/theme.css';

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    viewport: { defaultViewport: 'mobile1' },
  },
};

export default preview;
