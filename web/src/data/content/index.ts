export {
  useCounselingTips,
  useFavorites,
  useInspirationalCategories,
  useInspirationalContent,
} from './hooks';
export { categoryLabel } from './labels';
export {
  ContentInputError,
  SIGN_IN_TO_FAVORITE,
  createInspirationalContent,
  deleteInspirationalContent,
  toggleFavorite,
  updateInspirationalContent,
} from './repository';
