export interface Affirmation {
  /** The verse (or the quoted part of it) exactly as the translation words it, first letter capitalised. */
  text: string;
  /** Book chapter:verse and translation, e.g. "Psalm 46:10 (KJV)". */
  reference: string;
}

/**
 * Scripture for daily motivation, quoted from the King James Version (public domain). Where only part
 * of a verse is quoted, the words are unchanged and only the opening letter is capitalised.
 */
export const AFFIRMATIONS: readonly Affirmation[] = [
  { text: 'Be still, and know that I am God.', reference: 'Psalm 46:10 (KJV)' },
  { text: 'The LORD is my shepherd; I shall not want.', reference: 'Psalm 23:1 (KJV)' },
  {
    text: 'I can do all things through Christ which strengtheneth me.',
    reference: 'Philippians 4:13 (KJV)',
  },
  {
    text: 'Fear thou not; for I am with thee: be not dismayed; for I am thy God: I will strengthen thee; yea, I will help thee.',
    reference: 'Isaiah 41:10 (KJV)',
  },
  {
    text: 'Be strong and of a good courage; be not afraid, neither be thou dismayed: for the LORD thy God is with thee whithersoever thou goest.',
    reference: 'Joshua 1:9 (KJV)',
  },
  {
    text: 'Come unto me, all ye that labour and are heavy laden, and I will give you rest.',
    reference: 'Matthew 11:28 (KJV)',
  },
  {
    text: 'The LORD is nigh unto them that are of a broken heart; and saveth such as be of a contrite spirit.',
    reference: 'Psalm 34:18 (KJV)',
  },
  {
    text: 'He healeth the broken in heart, and bindeth up their wounds.',
    reference: 'Psalm 147:3 (KJV)',
  },
  {
    text: 'It is of the LORD’s mercies that we are not consumed, because his compassions fail not. They are new every morning: great is thy faithfulness.',
    reference: 'Lamentations 3:22-23 (KJV)',
  },
  {
    text: 'Trust in the LORD with all thine heart; and lean not unto thine own understanding.',
    reference: 'Proverbs 3:5 (KJV)',
  },
  {
    text: 'But they that wait upon the LORD shall renew their strength; they shall mount up with wings as eagles; they shall run, and not be weary; and they shall walk, and not faint.',
    reference: 'Isaiah 40:31 (KJV)',
  },
  {
    text: 'Peace I leave with you, my peace I give unto you: not as the world giveth, give I unto you. Let not your heart be troubled, neither let it be afraid.',
    reference: 'John 14:27 (KJV)',
  },
  {
    text: 'And the peace of God, which passeth all understanding, shall keep your hearts and minds through Christ Jesus.',
    reference: 'Philippians 4:7 (KJV)',
  },
  {
    text: 'Casting all your care upon him; for he careth for you.',
    reference: '1 Peter 5:7 (KJV)',
  },
  {
    text: 'This is the day which the LORD hath made; we will rejoice and be glad in it.',
    reference: 'Psalm 118:24 (KJV)',
  },
  {
    text: 'And we know that all things work together for good to them that love God, to them who are the called according to his purpose.',
    reference: 'Romans 8:28 (KJV)',
  },
  {
    text: 'For God hath not given us the spirit of fear; but of power, and of love, and of a sound mind.',
    reference: '2 Timothy 1:7 (KJV)',
  },
  {
    text: 'Cast thy burden upon the LORD, and he shall sustain thee: he shall never suffer the righteous to be moved.',
    reference: 'Psalm 55:22 (KJV)',
  },
  {
    text: 'I will lift up mine eyes unto the hills, from whence cometh my help. My help cometh from the LORD, which made heaven and earth.',
    reference: 'Psalm 121:1-2 (KJV)',
  },
  { text: 'The joy of the LORD is your strength.', reference: 'Nehemiah 8:10 (KJV)' },
  { text: 'What time I am afraid, I will trust in thee.', reference: 'Psalm 56:3 (KJV)' },
  {
    text: 'The LORD thy God in the midst of thee is mighty; he will save, he will rejoice over thee with joy; he will rest in his love, he will joy over thee with singing.',
    reference: 'Zephaniah 3:17 (KJV)',
  },
  {
    text: 'For I know the thoughts that I think toward you, saith the LORD, thoughts of peace, and not of evil, to give you an expected end.',
    reference: 'Jeremiah 29:11 (KJV)',
  },
  {
    text: 'I will praise thee; for I am fearfully and wonderfully made: marvellous are thy works; and that my soul knoweth right well.',
    reference: 'Psalm 139:14 (KJV)',
  },
  {
    text: 'Thou wilt keep him in perfect peace, whose mind is stayed on thee: because he trusteth in thee.',
    reference: 'Isaiah 26:3 (KJV)',
  },
  {
    text: 'He that dwelleth in the secret place of the most High shall abide under the shadow of the Almighty.',
    reference: 'Psalm 91:1 (KJV)',
  },
  {
    text: 'My grace is sufficient for thee: for my strength is made perfect in weakness.',
    reference: '2 Corinthians 12:9 (KJV)',
  },
  {
    text: 'Now the God of hope fill you with all joy and peace in believing, that ye may abound in hope, through the power of the Holy Ghost.',
    reference: 'Romans 15:13 (KJV)',
  },
  {
    text: 'Weeping may endure for a night, but joy cometh in the morning.',
    reference: 'Psalm 30:5 (KJV)',
  },
  {
    text: 'And let us not be weary in well doing: for in due season we shall reap, if we faint not.',
    reference: 'Galatians 6:9 (KJV)',
  },
  {
    text: 'Commit thy way unto the LORD; trust also in him; and he shall bring it to pass.',
    reference: 'Psalm 37:5 (KJV)',
  },
  { text: 'I will never leave thee, nor forsake thee.', reference: 'Hebrews 13:5 (KJV)' },
  {
    text: 'Thou wilt shew me the path of life: in thy presence is fulness of joy; at thy right hand there are pleasures for evermore.',
    reference: 'Psalm 16:11 (KJV)',
  },
  {
    text: 'There is no fear in love; but perfect love casteth out fear.',
    reference: '1 John 4:18 (KJV)',
  },
  {
    text: 'And let the peace of God rule in your hearts, to the which also ye are called in one body; and be ye thankful.',
    reference: 'Colossians 3:15 (KJV)',
  },
  {
    text: 'In every thing give thanks: for this is the will of God in Christ Jesus concerning you.',
    reference: '1 Thessalonians 5:18 (KJV)',
  },
  {
    text: 'The LORD is my light and my salvation; whom shall I fear? the LORD is the strength of my life; of whom shall I be afraid?',
    reference: 'Psalm 27:1 (KJV)',
  },
  {
    text: 'And be ye kind one to another, tenderhearted, forgiving one another, even as God for Christ’s sake hath forgiven you.',
    reference: 'Ephesians 4:32 (KJV)',
  },
  {
    text: 'I will both lay me down in peace, and sleep: for thou, LORD, only makest me dwell in safety.',
    reference: 'Psalm 4:8 (KJV)',
  },
  {
    text: 'Blessed are the peacemakers: for they shall be called the children of God.',
    reference: 'Matthew 5:9 (KJV)',
  },
  {
    text: 'God is our refuge and strength, a very present help in trouble.',
    reference: 'Psalm 46:1 (KJV)',
  },
  {
    text: 'Thy word is a lamp unto my feet, and a light unto my path.',
    reference: 'Psalm 119:105 (KJV)',
  },
  {
    text: 'He giveth power to the faint; and to them that have no might he increaseth strength.',
    reference: 'Isaiah 40:29 (KJV)',
  },
  {
    text: 'Delight thyself also in the LORD; and he shall give thee the desires of thine heart.',
    reference: 'Psalm 37:4 (KJV)',
  },
  {
    text: 'In the world ye shall have tribulation: but be of good cheer; I have overcome the world.',
    reference: 'John 16:33 (KJV)',
  },
  {
    text: 'Truly my soul waiteth upon God: from him cometh my salvation.',
    reference: 'Psalm 62:1 (KJV)',
  },
];

/** How an affirmation reads in a message: "Text." — Reference */
export function formatAffirmation(affirmation: Affirmation): string {
  return `“${affirmation.text}” — ${affirmation.reference}`;
}
