/**
 * What a new installation starts with. Scripture is quoted from the World English Bible (public
 * domain); the other texts are written for Selah or are centuries old.
 */

export const SEED_INSPIRATION = [
  {
    title: 'Be Still',
    content:
      'Be still, and know that I am God. I will be exalted among the nations. I will be exalted in the earth.',
    author: 'Psalm 46:10 (WEB)',
    category: 'devotion',
  },
  {
    title: 'One Small Step',
    content:
      'You do not have to see the whole staircase to take the next step. Choose one small, kind thing you can do for yourself today, and do it with your whole heart. Progress that feels tiny is still progress.',
    author: 'Selah Team',
    category: 'motivation',
  },
  {
    title: 'Breathe Into This Moment',
    content:
      'Notice your breath without changing it. Feel the air come in, and let it go. Whatever happened this morning and whatever waits this evening, this breath is here now, and so are you.',
    author: 'Selah Team',
    category: 'mindfulness',
  },
  {
    title: 'Growth Takes Seasons',
    content:
      'A tree does not bloom all year. There are seasons of rest, of roots growing deep where no one can see, and seasons of fruit. If this is a quiet season for you, it is not a wasted one.',
    author: 'Selah Team',
    category: 'growth',
  },
  {
    title: 'All Shall Be Well',
    content: 'All shall be well, and all shall be well, and all manner of thing shall be well.',
    author: 'Julian of Norwich',
    category: 'inspiration',
  },
  {
    title: 'Renewed Strength',
    content:
      'But those who wait for the Lord will renew their strength. They will mount up with wings like eagles. They will run, and not be weary. They will walk, and not faint.',
    author: 'Isaiah 40:31 (WEB)',
    category: 'devotion',
  },
  {
    title: 'Start Where You Are',
    content:
      'You do not need a perfect plan to begin. Start where you are, use what you have, and trust that the next right step will become clear as you walk.',
    author: 'Selah Team',
    category: 'motivation',
  },
  {
    title: 'The Gift of Attention',
    content:
      'Put down what you are carrying for a moment. Look around and name three things you can see, two things you can hear and one thing you are grateful for. Attention is a quiet form of prayer.',
    author: 'Selah Team',
    category: 'mindfulness',
  },
  {
    title: 'Practising His Presence',
    content:
      'The time of business does not with me differ from the time of prayer; and in the noise and clatter of my kitchen I possess God in as great tranquillity as if I were upon my knees.',
    author: 'Brother Lawrence',
    category: 'inspiration',
  },
  {
    title: 'Fail Forward',
    content:
      'Every setback carries a lesson if we are gentle enough with ourselves to look for it. Mistakes are not the opposite of growth; they are part of how it happens.',
    author: 'Selah Team',
    category: 'growth',
  },
  {
    title: 'Do Not Be Anxious',
    content:
      'In nothing be anxious, but in everything, by prayer and petition with thanksgiving, let your requests be made known to God. And the peace of God, which surpasses all understanding, will guard your hearts and your thoughts in Christ Jesus.',
    author: 'Philippians 4:6-7 (WEB)',
    category: 'devotion',
  },
  {
    title: 'Rest Is Not Laziness',
    content:
      'Rest is part of the rhythm of a faithful life. Stepping away to recover is not giving up; it is how you stay able to love and serve for the long run.',
    author: 'Selah Team',
    category: 'inspiration',
  },
  {
    title: 'A New Morning',
    content:
      'The Lord’s loving kindnesses never cease, because his compassion doesn’t fail. They are new every morning. Great is your faithfulness.',
    author: 'Lamentations 3:22-23 (WEB)',
    category: 'devotion',
  },
  {
    title: 'Celebrate the Small Wins',
    content:
      'Finished a walk? Wrote one honest line in your journal? Called a friend back? Those count. Noticing small wins trains your heart to see the good that is already growing.',
    author: 'Selah Team',
    category: 'motivation',
  },
] as const;

export const SEED_TIPS = [
  {
    title: 'Ground Yourself When Anxiety Rises',
    content:
      'Try the 5-4-3-2-1 exercise: name five things you see, four you can touch, three you hear, two you smell and one you taste. It gently brings your attention back to the present.',
    category: 'anxiety',
  },
  {
    title: 'Listen to Understand',
    content:
      'In a difficult conversation, repeat back what you heard before you answer. People soften when they feel understood, and you may find you agree on more than you thought.',
    category: 'relationships',
  },
  {
    title: 'Make Rest a Habit',
    content:
      'Schedule rest the way you schedule appointments. A short walk, a cup of tea without your phone, or ten quiet minutes can refill you before you run empty.',
    category: 'self-care',
  },
  {
    title: 'Bring Your Worries to Prayer',
    content:
      'Write down what is weighing on you and offer each item in prayer. Naming a worry often shrinks it, and handing it over reminds you that you do not carry it alone.',
    category: 'faith',
  },
  {
    title: 'Break Big Stress Into Small Steps',
    content:
      'When everything feels urgent, list your tasks and choose just the next one. Finishing one small step lowers stress more than worrying about all of them at once.',
    category: 'stress',
  },
  {
    title: 'Breathe Slowly to Calm Your Body',
    content:
      'Breathe in for four counts, hold for four, and breathe out for six. A longer out-breath tells your body it is safe. Repeat for two minutes.',
    category: 'anxiety',
  },
  {
    title: 'Set Kind Boundaries',
    content:
      'Saying no to one thing is saying yes to another. A clear, kind boundary protects relationships from resentment; you can say: I can’t take that on this week, but I care about you.',
    category: 'relationships',
  },
  {
    title: 'Protect Your Sleep',
    content:
      'Keep a steady bedtime, dim screens an hour before sleep, and keep a notepad by the bed for racing thoughts. Good sleep makes every other struggle lighter.',
    category: 'self-care',
  },
  {
    title: 'Practise Gratitude Daily',
    content:
      'Each evening, write three things you are thankful for, however small. Over weeks, this habit helps your mind notice blessings as readily as problems.',
    category: 'faith',
  },
  {
    title: 'Move Your Body, Ease Your Mind',
    content:
      'Twenty minutes of walking can lower stress hormones and lift your mood. Invite a friend and you care for your body and your relationships at once.',
    category: 'stress',
  },
  {
    title: 'Let Grief Take Its Time',
    content:
      'Grief has no timetable. Allow yourself to feel what comes, talk about the person you miss, and reach out for support when the weight feels too heavy.',
    category: 'grief',
  },
  {
    title: 'Ask for Help Early',
    content:
      'Reaching out is a sign of strength. If you feel overwhelmed for more than a couple of weeks, talk to someone you trust or book a session with a counselor.',
    category: 'self-care',
  },
] as const;

export const SEED_AUDIO = [
  {
    title: 'Gentle Rain',
    description: 'Soft rain falling on leaves, for calm focus and restful breathing.',
    audioUrl: '/audio/rain.mp3',
    duration: 60,
    category: 'nature',
  },
  {
    title: 'Ocean Waves',
    description: 'Slow waves rolling onto the shore to settle a busy mind.',
    audioUrl: '/audio/ocean.mp3',
    duration: 60,
    category: 'nature',
  },
  {
    title: 'Singing Bowl',
    description: 'The long, warm tone of a singing bowl to begin or close your practice.',
    audioUrl: '/audio/singing-bowl.mp3',
    duration: 60,
    category: 'ambient',
  },
  {
    title: 'Soft Wind',
    description: 'A quiet breeze for stillness, prayer and reflection.',
    audioUrl: '/audio/wind.mp3',
    duration: 60,
    category: 'ambient',
  },
] as const;

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The spec's three sample members: seen ~10 minutes, ~5 hours and ~3 days ago. */
export const SEED_DEMO_MEMBERS = [
  {
    key: 'sarah',
    name: 'Sarah Johnson',
    username: 'sarahj',
    email: 'sarah.johnson@demo.selah.invalid',
    joinedAgoMs: 45 * DAY,
    lastSeenAgoMs: 10 * MINUTE,
  },
  {
    key: 'michael',
    name: 'Michael Chen',
    username: 'michaelc',
    email: 'michael.chen@demo.selah.invalid',
    joinedAgoMs: 20 * DAY,
    lastSeenAgoMs: 5 * HOUR,
  },
  {
    key: 'grace',
    name: 'Grace Williams',
    username: 'gracew',
    email: 'grace.williams@demo.selah.invalid',
    joinedAgoMs: 4 * DAY,
    lastSeenAgoMs: 3 * DAY,
  },
] as const;

export type DemoMemberKey = (typeof SEED_DEMO_MEMBERS)[number]['key'];

export const SEED_POSTS: readonly {
  author: DemoMemberKey;
  content: string;
  agoMs: number;
  likedBy: readonly DemoMemberKey[];
}[] = [
  {
    author: 'sarah',
    content:
      'Started my mornings with five minutes of quiet prayer this week and it has changed how I meet the day. Grateful for this community cheering each other on!',
    agoMs: 2 * HOUR,
    likedBy: ['michael', 'grace'],
  },
  {
    author: 'michael',
    content:
      'Hit a 7-day mood check-in streak today. Some days were hard, but writing them down helped me see I’m not stuck. Keep going, friends.',
    agoMs: 6 * HOUR,
    likedBy: ['sarah'],
  },
  {
    author: 'grace',
    content:
      'Going through a tough season at work. If anyone has a favourite verse for peace, I would love to hear it. Thank you for being such a kind place.',
    agoMs: 26 * HOUR,
    likedBy: ['sarah', 'michael'],
  },
  {
    author: 'sarah',
    content:
      'Tried the Ocean Waves audio during my lunch break and actually felt my shoulders drop. Small things matter.',
    agoMs: 3 * DAY,
    likedBy: ['grace'],
  },
  {
    author: 'michael',
    content:
      'Reminder for anyone who needs it today: rest is not a reward you have to earn. Be gentle with yourself.',
    agoMs: 9 * DAY,
    likedBy: [],
  },
];
