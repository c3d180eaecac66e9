/** Unit project setup: unmount whatever a test rendered so tests never see each other's DOM. */
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
});
