// The navigation bar's menu groups and their items, in the spec's order and words (spec §2
// "Navigation bar"). Portal leads to each role's sign-in page.
import { LOGIN_PATHS, paths } from '@/config/paths';

export interface MenuItem {
  label: string;
  to: string;
}

export interface MenuGroup {
  id: string;
  label: string;
  items: MenuItem[];
}

export const MENU_GROUPS: MenuGroup[] = [
  {
    id: 'about',
    label: 'About',
    items: [
      {
        label: 'Office of the Proprietress',
        to: paths.officeProprietress.getHref(),
      },
      { label: 'Admin Desk', to: paths.adminDesk.getHref() },
    ],
  },
  {
    id: 'admissions',
    label: 'Admissions',
    items: [{ label: 'How to Apply', to: paths.howToApply.getHref() }],
  },
  {
    id: 'academics',
    label: 'Academics',
    items: [
      {
        label: 'Academic Structure',
        to: paths.academicStructure.getHref(),
      },
      { label: 'Curriculum', to: paths.curriculum.getHref() },
    ],
  },
  {
    id: 'news',
    label: 'News',
    items: [{ label: 'Events', to: paths.newsEvents.getHref() }],
  },
  {
    id: 'portal',
    label: 'Portal',
    items: [
      {
        label: 'Prospective Students',
        to: paths.prospectiveStudents.getHref(),
      },
      { label: 'Parents', to: LOGIN_PATHS.parent },
      { label: 'Staff', to: LOGIN_PATHS.teacher },
      {
        label: 'Returning Students',
        to: LOGIN_PATHS.student,
      },
      { label: 'Admin', to: LOGIN_PATHS.admin },
    ],
  },
];
