export { useCounselingTips, useInspirationalCategories, useInspirationalContent } from './hooks';
export { ContentInputError, createInspirationalContent } from './repository';
