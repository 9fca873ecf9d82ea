export * from './time';
export * from './streak';
export * from './goals';
export * from './text';
export * from './members';
export * from './meditation';
export * from './tips';
export * from './timer';
