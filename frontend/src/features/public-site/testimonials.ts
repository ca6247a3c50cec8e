// What families and former students say, shown in the footer's carousel (spec §2: static content
// with name, role, avatar initials, rating, text and source).
export interface Testimonial {
  name: string;
  role: string;
  initials: string;
  /** Out of 5. */
  rating: number;
  text: string;
  source: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Funmilayo Adeyemi',
    role: 'Mother of two pupils',
    initials: 'FA',
    rating: 5,
    text: 'The teachers know my children by name and by strength. Every term the report card tells me exactly where they stand, and I follow their results on the portal without waiting for open day.',
    source: "Families' survey",
  },
  {
    name: 'Chinedu Okafor',
    role: 'Former student',
    initials: 'CO',
    rating: 5,
    text: 'Continuous assessment kept me working all term instead of cramming at the end. I left with strong results and the confidence to speak in front of a hall full of people.',
    source: 'Alumni day',
  },
  {
    name: 'Ibrahim Musa',
    role: 'Father of a junior student',
    initials: 'IM',
    rating: 5,
    text: 'When my son was absent, the school let me know the same morning. Fees, receipts and announcements are all in one place, and the office answers when I call.',
    source: 'Online review',
  },
  {
    name: 'Amaka Nwosu',
    role: 'Senior student',
    initials: 'AN',
    rating: 4,
    text: 'The clubs are the best part. I joined the debate society and the science club, and this year our quiz team reached the final of the inter-school competition.',
    source: 'Student council',
  },
  {
    name: 'Grace Bello',
    role: 'Mother and PTA member',
    initials: 'GB',
    rating: 5,
    text: 'We moved in the middle of the session and the admin desk handled the transfer in days. My daughter settled quickly because her class teacher checked on her every week.',
    source: 'PTA meeting',
  },
];

/** The school in numbers (spec §2 "Footer": its static marketing claims). */
export const STATISTICS = [
  { value: '50K+', label: 'Students taught' },
  { value: '500+', label: 'Courses' },
  { value: '200+', label: 'Teachers' },
  { value: '98%', label: 'Success rate' },
  { value: '4.9/5', label: 'Rating by families' },
];
