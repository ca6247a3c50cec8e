// The register's shapes (docs/decisions/011: people and the academic structure), from the
// generated types, under the names the screens use. Shared here because the admin's register
// screens and the teacher's area both read them, and features do not import each other.
import type { components } from '@/types/api.gen';

type Schemas = components['schemas'];

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
/** One teacher's changes in a bulk update (`Items_Change_TeacherPatch`): its id, and what changes. */
export type TeacherChange = TeacherPatch & { id: string };
export type OwnTeacherPatch = Partial<Schemas['OwnTeacherPatch']>;

export type ParentChild = Schemas['ParentChild'];
export type ParentBody = Schemas['Parent'];
export type ChildLinkRequest = Schemas['ChildLink'];
export type ParentRequest = Partial<Schemas['ParentInput']> &
  Pick<Schemas['ParentInput'], 'first_name' | 'last_name'>;
export type ParentPatch = Partial<Schemas['ParentPatch']>;
/** One parent's changes in a bulk update (`Items_Change_ParentPatch`): its id, and what changes. */
export type ParentChange = ParentPatch & { id: string };

export type EnrolmentBody = Schemas['Enrolment'];
/** A class level or a subject: the catalogue's two records have the same shape. */
export type NamedItem = Schemas['ClassLevel'] | Schemas['Subject'];
export type ClassLevelBody = Schemas['ClassLevel'];
export type SubjectBody = Schemas['Subject'];
export type TermBody = Schemas['Term'];
export type SessionBody = Schemas['Session'];
export type SessionPatch = Partial<Schemas['SessionPatch']>;
export type TermPatch = Partial<Schemas['TermPatch']>;

export type PromoteRequest = Partial<Schemas['PromoteRequest']> &
  Pick<Schemas['PromoteRequest'], 'to_session_id'>;
export type PromoteResult = Schemas['PromoteResult'];
export type Credential = Schemas['Credential'];
export type ImportResult = Schemas['ImportResult'];
export type TeacherImportResult = Schemas['TeacherImportResult'];
