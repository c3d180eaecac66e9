/** The schemaVersion this build of the app draws; documents of older versions are migrated up to it when loaded. */
export const currentSchemaVersion = 2;

/** The oldest schemaVersion this build still migrates. */
export const oldestSchemaVersion = 1;
