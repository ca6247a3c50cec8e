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
        to: paths.officeProprietress,
      },
      { label: 'Admin Desk', to: paths.adminDesk },
    ],
  },
  {
    id: 'admissions',
    label: 'Admissions',
    items: [{ label: 'How to Apply', to: paths.howToApply }],
  },
  {
    id: 'academics',
    label: 'Academics',
    items: [
      {
        label: 'Academic Structure',
        to: paths.academicStructure,
      },
      { label: 'Curriculum', to: paths.curriculum },
    ],
  },
  {
    id: 'news',
    label: 'News',
    items: [{ label: 'Events', to: paths.newsEvents }],
  },
  {
    id: 'portal',
    label: 'Portal',
    items: [
      {
        label: 'Prospective Students',
        to: paths.prospectiveStudents,
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
