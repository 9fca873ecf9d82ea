export * from './schemas/index';
export * from './rules/index';
export * from './ids';
