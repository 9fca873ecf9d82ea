export { useCounselingTips, useInspirationalCategories, useInspirationalContent } from './hooks';
export { categoryLabel } from './labels';
export { ContentInputError, createInspirationalContent } from './repository';
