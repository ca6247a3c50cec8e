//! Users, passwords and sessions: who may sign in, with what, for how long.
//!
//! Sign-in answers a short-lived access token and a refresh token. Refresh tokens rotate: each
//! use consumes the token and issues the next one of the same family, and a consumed token used
//! again revokes its whole family (a stolen token stops working for thief and owner alike).
//! Failed sign-ins are counted per account and per address through `kernel::ThrottleLog`, so
//! several app servers share the count (decisions/014).
//!
//! This crate knows no database and no HTTP: adapters implement its ports.

pub mod access;
pub mod accounts;
pub mod error;
pub mod model;
pub mod password;
pub mod picture;
pub mod ports;
pub mod registration;
pub mod service;
pub mod throttle;
pub mod tokens;

#[cfg(test)]
mod testing;

pub use access::{AccessRepo, AccessRole, Permission, RoleForm, RoleGrant};
pub use accounts::{AccountDirectory, AccountUpdate, Recovery, UserFilter, UserOrder};
pub use error::AuthError;
pub use model::{LoginOutcome, NewUser, Preferences, TokenPair, User};
pub use password::{Argon2Hasher, PasswordPolicy, initial_password};
pub use ports::{
    EmailKind, LinkPurpose, Mailer, OneTimeTokens, OutgoingEmail, PasswordHasher, PictureRules,
    PolicySource, RegistrationRules, Rotation, SessionStore, UserRepo,
};
pub use registration::{SignUp, SignUpOutcome};
pub use service::{AuthService, AuthServiceDeps, NewAccount};
pub use throttle::ThrottlePolicy;
pub use tokens::{TokenConfig, TokenKind, Tokens};
