import type { AvailabilitySettings } from '../../availability/domain/deps';
import type { LessonsData, LessonsSettings } from '../../lessons/domain/deps';
import type { PaymentsData, PaymentsSettings } from '../../payments/domain/deps';
import type { RequestsData } from '../../requests/domain/deps';
import type { DepsOf } from '../../shared/domain/deps';

/** Every wing's repositories: a student's page, data and deletion reach across them all. */
export type StudentsData = LessonsData & PaymentsData & RequestsData;

/** What a student's use cases across the wings (auth's user events, deletion, their page and data) are given: all. */
export type StudentsDeps = DepsOf<StudentsData> & LessonsSettings & PaymentsSettings & AvailabilitySettings;
