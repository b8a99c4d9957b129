import type { Leader } from './site';

// The Leadership Team page's leaders. Kept apart from site.ts so that their biographies
// download only with that page (site.ts is part of every page's first load).
export const leaders: readonly Leader[] = [
    {
      name: 'Jordan Avery',
      designation: 'Chief Executive Officer',
      thoughts: [
        'Jordan has spent more than twenty years around steel: first on the shop floor of a fabricator, then leading detailing teams that delivered commercial, industrial and institutional projects across North America.',
        'He founded the firm on a simple idea: a fabricator should have one point of contact who answers the phone, knows the job and keeps the schedule. Our hybrid on-site and offshore model exists to keep that promise on projects of any size.',
      ],
      image: '/images/leaders/ceo.svg',
      sociallink: 'https://business.example.net/in/jordan-avery',
    },
    {
      name: 'Rohan Mehta',
      designation: 'Managing Director',
      thoughts: [
        'Rohan leads our delivery centre and the engineers behind every model, drawing and take-off we issue. A structural engineer by training, he built our review process around the AISC standards our clients build to.',
        'He believes that quality is a habit, not an inspection: every drawing is checked by a second detailer before it leaves the building, and every lesson learned goes back into our standards.',
      ],
      image: '/images/leaders/managing-director.svg',
      sociallink: 'https://business.example.net/in/rohan-mehta',
    },
  ];
