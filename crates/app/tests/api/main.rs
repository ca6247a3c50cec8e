//! The wired application on real, throwaway PostgreSQL databases, and the binary's commands:
//! one test binary (zero2prod's layout), one module per area.

mod helpers;

mod admins;
mod announcements;
mod attendance;
mod cli;
mod connection_tests;
mod dashboard;
mod exams;
mod fees;
mod health;
mod import;
mod messages;
mod newsletter;
mod notifications;
mod register;
mod register_calendar;
mod register_class_subjects;
mod register_classes;
mod register_enrolments;
mod register_parents;
mod register_structure;
mod register_students;
mod register_teachers;
mod result_pins;
mod results;
mod settings;
mod sign_up;
mod throttles;
mod timetable;
mod uploads;
