import { useEffect, useState } from 'react';
import { CrisisSupportNote } from '../ui/CrisisSupportNote';
import { CareDialog, preloadCareDialog } from './CareDialog';
import { dismissCrisisOffer, useCrisisOffer } from '../data/care/crisis-offer';
import { crisisLineFor, type CareRegion } from '../data/care/helplines';
import { useCareRegion } from '../data/care/region';

const linkClasses = 'font-semibold text-primary-ink underline underline-offset-2';

/** "If you are in crisis, call or text 988 (US) to reach the 988 Suicide & Crisis Lifeline, any time." */
export function CrisisLineSentence({ region }: { region: CareRegion }) {
  const line = crisisLineFor(region);
  if (line.regionShort === null) {
    return (
      <>
        If you are in crisis, find a free helpline in your country at{' '}
        <a href={line.href} target="_blank" rel="noopener noreferrer" className={linkClasses}>
          {line.number}
        </a>
        .
      </>
    );
  }
  return (
    <>
      If you are in crisis, {line.verb}{' '}
      <a href={line.href} className={linkClasses}>
        {line.number}
      </a>{' '}
      ({line.regionShort}) to reach {line.name}, any time.
    </>
  );
}

/**
 * Offers help gently after heavy days (see useCrisisOffer): a card with the member's first crisis
 * line, "Get help now" and "Not now" (hides it for three days). Reads only this device's database;
 * nothing about it is sent or shared.
 */
export function CrisisOfferNote({ className }: { className?: string }) {
  const offer = useCrisisOffer() === true;
  // Hidden at once on "Not now"; the stored dismissal then turns the offer off.
  const [hidden, setHidden] = useState(false);
  if (!offer && hidden) setHidden(false);
  if (!offer || hidden) return null;
  return (
    <OfferedNote
      className={className}
      onDismiss={() => {
        setHidden(true);
        void dismissCrisisOffer().catch(() => {
          // Not kept (storage blocked): hidden for this visit only.
        });
      }}
    />
  );
}

function OfferedNote({ className, onDismiss }: { className?: string; onDismiss: () => void }) {
  const region = useCareRegion();
  const [helpOpen, setHelpOpen] = useState(false);
  // Offered help may well be taken: have the dialog ready.
  useEffect(preloadCareDialog, []);
  if (region === undefined) return null;
  return (
    <>
      <CrisisSupportNote
        className={className}
        line={<CrisisLineSentence region={region} />}
        onGetHelp={() => setHelpOpen(true)}
        onDismiss={onDismiss}
      />
      <CareDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </>
  );
}
