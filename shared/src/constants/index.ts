/**
 * The shared constants, labels and enum types, free of zod: screens and the sync engine import
 * these without pulling the schema library into the first route's bundle (shared/package.json
 * declares the package free of side effects, so unused schema modules are left out of a bundle).
 */
export * from './common';
export * from './mood';
export * from './activities';
export * from './streaks';
export * from './goals';
export * from './journal';
export * from './community';
export * from './content';
export * from './meditation';
export * from './private-sessions';
export * from './motivation';
export * from './users';
export * from './sync';
