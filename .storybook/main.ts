/** Storybook: widget and screen stories from stories/, played as tests by @storybook/addon-vitest. */
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest'],
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
};

export default config;
