export const COMMUNITY_POST_BLANK_MESSAGE = 'Please write a message to share';
