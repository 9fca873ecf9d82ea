export * from './mutations';
export * from './protocol';
