// The people and academic-structure API's shapes (docs/decisions/011), from the generated
// types. The names are the ones the screens use.
import type { components } from '@/types/api.gen';

type Schemas = components['schemas'];

export interface Paginated<T> {
  count: number;
  next?: string | null;
  previous?: string | null;
  results: T[];
}

export type StudentStatus = Schemas['StudentStatus'];
export type Gender = Schemas['Gender'];

export type ClassBody = Schemas['Class'];
export type ClassRequest = Partial<Schemas['ClassInput']> &
  Pick<Schemas['ClassInput'], 'level_id' | 'arm'>;
export type ClassSubjectBody = Schemas['ClassSubject'];
export type ClassSubjectRequest = Partial<Schemas['ClassSubjectInput']> &
  Pick<Schemas['ClassSubjectInput'], 'class_id' | 'subject_id'>;

export type StudentParent = Schemas['StudentParent'];
export type StudentBody = Schemas['Student'];
export type ParentLinkRequest = Schemas['ParentLink'];
export type StudentRequest = Partial<Schemas['StudentInput']> &
  Pick<Schemas['StudentInput'], 'admission_number' | 'first_name' | 'last_name'>;
export type StudentPatch = Partial<Schemas['StudentPatch']>;

export type TeacherClassRef = Schemas['ClassRef'];
export type TeacherSubjectRef = Schemas['TeachingRef'];
export type TeacherBody = Schemas['Teacher'];
export type TeacherRequest = Partial<Schemas['TeacherInput']> &
  Pick<Schemas['TeacherInput'], 'staff_number' | 'first_name' | 'last_name' | 'email'>;
export type TeacherPatch = Partial<Schemas['TeacherPatch']>;
export type OwnTeacherPatch = Partial<Schemas['OwnTeacherPatch']>;

export type ParentChild = Schemas['ParentChild'];
export type ParentBody = Schemas['Parent'];
export type ChildLinkRequest = Schemas['ChildLink'];
export type ParentRequest = Partial<Schemas['ParentInput']> &
  Pick<Schemas['ParentInput'], 'first_name' | 'last_name'>;
export type ParentPatch = Partial<Schemas['ParentPatch']>;

export type EnrolmentBody = Schemas['Enrolment'];
export type NamedItem = Schemas['StructureItem'];
export type TermBody = Schemas['Term'];
export type SessionBody = Schemas['Session'];
export type SessionPatch = Partial<Schemas['SessionPatch']>;
export type TermPatch = Partial<Schemas['TermPatch']>;

export type PromoteRequest = Partial<Schemas['PromoteRequest']> &
  Pick<Schemas['PromoteRequest'], 'to_session_id'>;
export type PromoteResult = Schemas['PromoteResult'];
export type Credential = Schemas['Credential'];
export type ImportResult = Schemas['ImportResult'];
