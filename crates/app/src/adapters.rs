//! The app's adapters of one domain to another, so that neither depends on the other: the
//! register's passwords by the auth crate's rules, and the school's password policy, grading and
//! report traits read from its settings.

use academics::{AcademicsError, Credentials};
use auth::{AuthError, AuthService, PasswordPolicy, PictureRules, PolicySource, RegistrationRules};
use settings::SettingsService;

/// The school's grading and marking scheme, read from its settings for the results (the app
/// adapts one domain to the other).
#[derive(Debug)]
pub(crate) struct SettingsGrading(pub(crate) SettingsService);

#[async_trait::async_trait]
impl academics::results::GradingSource for SettingsGrading {
    async fn current(&self) -> Result<academics::results::Frozen, AcademicsError> {
        use academics::results::{Band, Frozen, Scheme, SchemeComponent};
        let s = self
            .0
            .school_settings()
            .await
            .map_err(|e| AcademicsError::internal(anyhow::Error::new(e)))?;
        Ok(Frozen {
            scheme: Scheme {
                components: s
                    .marking_scheme
                    .components
                    .iter()
                    .map(|c| SchemeComponent {
                        name: c.name.clone(),
                        max: c.weight,
                    })
                    .collect(),
                exam_max: s.marking_scheme.examination,
            },
            bands: s
                .grading
                .grades
                .iter()
                .map(|b| Band {
                    letter: b.letter.clone(),
                    min: b.min,
                    max: b.max,
                })
                .collect(),
            pass_mark: s.grading.pass_mark,
        })
    }
}

#[async_trait::async_trait]
impl academics::results::TraitSource for SettingsGrading {
    async fn traits(&self) -> Result<academics::results::ReportTraits, AcademicsError> {
        let s = self
            .0
            .school_settings()
            .await
            .map_err(|e| AcademicsError::internal(anyhow::Error::new(e)))?;
        Ok(academics::results::ReportTraits {
            affective: s.report_traits.affective,
            psychomotor: s.report_traits.psychomotor,
        })
    }
}

/// The register's passwords, by the auth crate's rules: the app adapts one domain to the other.
#[derive(Debug)]
pub(crate) struct AuthCredentials(pub(crate) AuthService);

fn register_error(e: AuthError) -> AcademicsError {
    AcademicsError::internal(anyhow::Error::new(e).context("password handling failed"))
}

#[async_trait::async_trait]
impl Credentials for AuthCredentials {
    async fn problems(&self, password: &str) -> Result<Vec<String>, AcademicsError> {
        let policy = self.0.password_policy().await.map_err(register_error)?;
        Ok(policy.problems(password))
    }

    async fn hash(&self, password: &str) -> Result<String, AcademicsError> {
        self.0.hash_password(password).await.map_err(register_error)
    }

    async fn generate(&self, count: usize) -> Result<Vec<(String, String)>, AcademicsError> {
        let policy = self.0.password_policy().await.map_err(register_error)?;
        (0..count)
            .map(|_| auth::initial_password(&policy).map_err(register_error))
            .collect()
    }
}

/// The school's password policy, read from its settings: the app adapts one domain to the
/// other, so that neither depends on the other.
#[derive(Debug)]
pub(crate) struct SettingsPolicy(pub(crate) SettingsService);

impl SettingsPolicy {
    async fn settings(&self) -> Result<settings::SchoolSettings, AuthError> {
        self.0
            .school_settings()
            .await
            .map_err(|e| AuthError::internal(anyhow::Error::new(e)))
    }
}

#[async_trait::async_trait]
impl PolicySource for SettingsPolicy {
    async fn password_policy(&self) -> Result<PasswordPolicy, AuthError> {
        let s = self.settings().await?;
        Ok(PasswordPolicy {
            // The settings cannot weaken the floor of 8 characters.
            min_length: s.password_min_length.max(8) as usize,
            require_numbers: s.password_require_numbers,
            require_symbols: s.password_require_symbols,
            require_uppercase: s.password_require_uppercase,
        })
    }

    async fn registration_rules(&self) -> Result<RegistrationRules, AuthError> {
        let s = self.settings().await?;
        Ok(RegistrationRules {
            allow_self_registration: s.allow_self_registration,
            email_verification_required: s.email_verification_required,
            approval_required: s.registration_approval_required,
            default_role: s.default_user_role.parse().unwrap_or(kernel::Role::Student),
        })
    }

    async fn picture_rules(&self) -> Result<PictureRules, AuthError> {
        let s = self.settings().await?;
        Ok(PictureRules {
            allowed: s.allow_profile_image_upload,
            max_megabytes: s.profile_image_max_size,
        })
    }
}
