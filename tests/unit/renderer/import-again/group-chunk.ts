/** A stand-in for a chunk the bundler made of several modules: each module's namespace is one of its exports. */
export const t = { createThing: () => 'thing', other: 1 };
export const n = { unrelated: true };
