export * from './mutations';
export * from './protocol';
export * from './effects';
export * from './registry';
