/**
 * `ArrayBuffer.prototype.detached` (ES2024) where Node lacks it (Node 20, which this project runs on). React's development
 * build of react-dom/server.edge, which draws first views wherever NODE_ENV is not `production` (npm test, the e2e
 * servers, `npm run export-screens` run as is), checks it when it writes an empty chunk, and without it warns once per
 * process that an empty buffer "could be a security issue": a false alarm in every log. Imported before anything loads
 * react-dom/server.edge (server/main.ts, scripts/export-screens.ts, the test setups); the borrower's app never has it.
 */
if (!Object.prototype.hasOwnProperty.call(ArrayBuffer.prototype, 'detached')) {
  Object.defineProperty(ArrayBuffer.prototype, 'detached', {
    configurable: true,
    get(this: ArrayBuffer): boolean {
      // A detached buffer has no bytes left and takes no view.
      if (this.byteLength > 0) return false;
      try {
        new Uint8Array(this);
        return false;
      } catch {
        return true;
      }
    },
  });
}

export {};
