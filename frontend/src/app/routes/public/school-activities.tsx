// School activities: clubs, sports and events beyond lessons, and how a term's calendar runs,
// so that parents know what their child can join and when things happen.
import { paths } from '@/config/paths';
import {
  CallToAction,
  Card,
  CardGrid,
  PageHeader,
  Section,
} from '@/features/public-site/components/page-parts';
import { useSettings } from '@/features/settings/settings-provider';

import { termNames } from './school-facts';

const CLUBS = [
  ['Debate and public speaking', 'Weekly debates, inter-house contests and school assemblies.'],
  ['Science and robotics', 'Experiments, science fair projects and simple robots.'],
  ['Coding', 'From block coding for the young ones to building web pages.'],
  ['Music and choir', 'Choir, recorder and percussion; carol service and end-of-year concert.'],
  ['Drama and cultural dance', 'Plays, cultural day performances and dance troupes.'],
  ['Press and literary club', 'The school magazine, poetry, spelling bee and reading clubs.'],
  ['Art and craft', 'Drawing, painting, crafts and an exhibition for parents.'],
  ['Young farmers and environment', 'The school garden, recycling and tree planting.'],
] as const;

const EVENTS = [
  ['Inter-house sports', 'Athletics and team games, with the whole school cheering its house.'],
  ['Cultural day', 'Food, dress, music and stories from the many cultures of our families.'],
  ['Excursions', 'Visits to museums, factories, farms and places of learning.'],
  ['Competitions', 'Quiz, mathematics, spelling and essay competitions with other schools.'],
  ['Open day and PTA meetings', 'See your child’s work and meet their teachers each term.'],
  ['Prize-giving and graduation', 'Celebrating effort, achievement and good character.'],
] as const;

export default function SchoolActivities() {
  const { settings } = useSettings();
  const terms = termNames(settings);
  return (
    <>
      <PageHeader eyebrow="Student life" title="School activities">
        <p>
          Life at {settings.school_name} goes well beyond lessons. Here are the clubs, sports and
          events your child can take part in, and how a term&rsquo;s calendar runs.
        </p>
      </PageHeader>

      <Section
        id="clubs"
        title="Clubs and societies"
        lead="Every student joins at least one club; clubs meet once a week after lessons."
      >
        <CardGrid>
          {CLUBS.map(([title, text]) => (
            <Card key={title} title={title}>
              {text}
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section id="events" title="Sports and events" tinted>
        <CardGrid>
          {EVENTS.map(([title, text]) => (
            <Card key={title} title={title}>
              {text}
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section
        id="calendar"
        title={`The ${settings.academic_year} session`}
        lead="Exact dates are announced on News and events and on the parent portal."
      >
        <ol className="grid gap-5 md:grid-cols-3">
          {terms.map((term) => (
            <li
              key={term}
              className="rounded-school border border-slate-200 p-5 dark:border-slate-800"
            >
              <h3 className="font-semibold text-slate-900 dark:text-white">
                {term}
                {term === settings.current_term && (
                  <span className="bg-primary ml-2 rounded-full px-2 py-0.5 text-xs text-white">
                    Now
                  </span>
                )}
              </h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
                <li>Resumption and clubs sign-up</li>
                <li>Mid-term break and open day</li>
                <li>Examinations in the last weeks</li>
                <li>Report cards at the close of term</li>
              </ul>
            </li>
          ))}
        </ol>
      </Section>

      <CallToAction
        title="See what is coming up"
        actions={[{ label: 'News and events', to: paths.newsEvents.getHref() }]}
      >
        Announcements of events, trips and dates for families.
      </CallToAction>
    </>
  );
}
