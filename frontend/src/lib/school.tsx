// The school's name and letterhead for the features that print in the school's name (report
// cards): the settings provider, which holds the settings, fills it; a feature reads it here
// without reaching into the settings feature (house style: features do not import each other).
import { createContext, useContext } from 'react';

export interface SchoolIdentity {
  name: string;
  motto: string;
  address: string;
  phone: string;
  email: string;
  /** The logo's address, ready for an <img>, or null for none. */
  logoUrl: string | null;
}

export const SchoolIdentityContext = createContext<SchoolIdentity>({
  name: '',
  motto: '',
  address: '',
  phone: '',
  email: '',
  logoUrl: null,
});

export const useSchoolIdentity = () => useContext(SchoolIdentityContext);
