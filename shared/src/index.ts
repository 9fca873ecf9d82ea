export * from './constants/index';
export * from './schemas/index';
export * from './rules/index';
export * from './sync/index';
export * from './ids';
export * from './entities/index';
