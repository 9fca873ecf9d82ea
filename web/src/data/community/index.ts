export {
  useCommunityPosts,
  useCommunityStats,
  communityStatsOf,
  type CommunityStats,
  type FeedPost,
} from './hooks';
export {
  createCommunityPost,
  likeCommunityPost,
  SIGN_IN_TO_LIKE,
  SIGN_IN_TO_POST,
} from './repository';
