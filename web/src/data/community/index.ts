export {
  useCommunityPosts,
  useCommunityStats,
  useFeedFilters,
  useServerPostCount,
  communityStatsOf,
  type CommunityStats,
  type FeedPost,
} from './hooks';
export {
  createCommunityPost,
  deleteCommunityPost,
  fetchOlderPosts,
  filterFeed,
  likeCommunityPost,
  pageCursorOf,
  removeFeedFilter,
  reportCommunityPost,
  unlikeCommunityPost,
  SIGN_IN_TO_LIKE,
  SIGN_IN_TO_POST,
} from './repository';
export { isOlder, pageEndAfter, useLocalPosts, type PostKey } from './local-posts';
