/** Unit project setup: lazily loaded widgets are loaded up front, and each test's DOM is unmounted after it. */
import { afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { preloadWidgets } from '../../renderer/react/registry.ts';

beforeAll(async () => {
  await preloadWidgets();
});

afterEach(() => {
  cleanup();
});
