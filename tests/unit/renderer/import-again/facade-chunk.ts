/** A stand-in for a chunk made of one module: its exports are the module's own. */
export const createThing = () => 'facade thing';
