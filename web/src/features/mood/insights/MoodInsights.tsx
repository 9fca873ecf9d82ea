import { useEffect, type ReactNode } from 'react';
import { useMoodInsights } from '../../../data/mood/insights-hooks';
import { Card, CardHeader, Spinner } from '../../../ui';
import { Comparisons } from './Comparisons';
import { TrendChart } from './TrendChart';
import { WeekdayChart } from './WeekdayChart';
import { MoodLegend, YearCalendar } from './YearCalendar';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="text-base font-semibold text-ink">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * Insights on the Mood screen: the year in colours, the trend, mood by weekday and what goes with
 * better days. Computed on this device from the year's entries, in the member's own days. Its own
 * chunk: loaded with the Mood screen only (MoodPage imports it lazily).
 */
export default function MoodInsights() {
  const read = useMoodInsights();
  const loaded = read !== undefined;
  // The dashboard's teaser links to /mood#insights: the section arrives after the page, so the
  // browser's own jump to it has already passed.
  useEffect(() => {
    if (loaded && window.location.hash === '#insights')
      document.getElementById('insights')?.scrollIntoView();
  }, [loaded]);
  return (
    <Card
      as="section"
      aria-labelledby="insights-title"
      id="insights"
      className="flex flex-col gap-6"
    >
      <CardHeader
        title={<span id="insights-title">Insights</span>}
        description="The shape of your weeks, worked out on this device."
      />
      {!read ? (
        <Spinner label="Working out your insights…" />
      ) : (
        <>
          <Section id="insights-year" title="Your year in moods">
            <MoodLegend />
            <YearCalendar days={read.insights.days} today={read.insights.today} />
          </Section>
          <Section id="insights-trend" title="Trend">
            <TrendChart trends={read.insights.trends} today={read.insights.today} />
          </Section>
          <Section id="insights-weekdays" title="Mood by weekday">
            <WeekdayChart weekdays={read.insights.weekdays} />
          </Section>
          <Section id="insights-together" title="What goes with your better days">
            <Comparisons
              meditation={read.insights.meditation}
              activities={read.insights.activities}
            />
          </Section>
        </>
      )}
    </Card>
  );
}
