import { tipOfTheDay } from '@selah/shared';
import { useCounselingTips } from '../../data/content';
import { browserTimeZone } from '../../lib/time-zone';
import { CounselingTipsView } from './CounselingTipsView';

/** /counseling-tips: the same featured tip for everyone on a local day, offline too. */
export default function CounselingTipsPage() {
  const tips = useCounselingTips();
  const timeZone = browserTimeZone();
  const featured = tips ? tipOfTheDay(tips, new Date(), timeZone) : null;
  return <CounselingTipsView tips={tips} featured={featured} timeZone={timeZone} />;
}
