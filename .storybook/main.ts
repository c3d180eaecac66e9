/**
 * Storybook: widget and screen stories from stories/, a docs page per widget generated from its schema (addon-docs), an
 * accessibility check of every story (addon-a11y, failing the story tests on a violation), and the design tokens page
 * (stories/foundations/*.mdx). Played as tests by @storybook/addon-vitest.
 */
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // No "Get started" checklist in the sidebar or the menu: this Storybook is a design reference, not a tutorial.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
};

export default config;
