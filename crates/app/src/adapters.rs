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
        use academics::results::{Band, Frozen};
        let s = self
            .0
            .school_settings()
            .await
            .map_err(|e| AcademicsError::internal(anyhow::Error::new(e)))?;
        Ok(Frozen {
            scheme: scheme_of(&s.marking_scheme),
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

/// The score sheet's columns of a marking scheme: one for each component of the continuous
/// assessment, then the examination. A scheme whose continuous assessment is not split into
/// components (the settings allow that) gets one column for it whole, so its marks still have
/// somewhere to go and a full sheet still totals 100.
fn scheme_of(m: &settings::model::MarkingScheme) -> academics::results::Scheme {
    use academics::results::{Scheme, SchemeComponent};
    let mut components: Vec<SchemeComponent> = m
        .components
        .iter()
        .map(|c| SchemeComponent {
            name: c.name.clone(),
            max: c.weight,
        })
        .collect();
    if components.is_empty() && m.continuous_assessment > 0 {
        components.push(SchemeComponent {
            name: "Continuous assessment".into(),
            max: m.continuous_assessment,
        });
    }
    Scheme {
        components,
        exam_max: m.examination,
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

/// The chat settings (spec §3 `chatSystem`) as conversations read them, with the school's time
/// zone as an offset: written as one (`UTC+1`), or a name (`Africa/Lagos`) that PostgreSQL's
/// zone database resolves for today (decisions/023).
pub(crate) struct SettingsChat {
    pub(crate) settings: SettingsService,
    pub(crate) db: storage::Database,
}

impl std::fmt::Debug for SettingsChat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SettingsChat")
    }
}

#[async_trait::async_trait]
impl messaging::conversations::ChatRulesSource for SettingsChat {
    async fn rules(
        &self,
    ) -> Result<messaging::conversations::ChatRules, messaging::MessagingError> {
        use messaging::conversations::{ChannelRules, ChatRules, ModerationRules};
        let failed = |e: anyhow::Error| messaging::MessagingError::Internal(e);
        let s = self
            .settings
            .school_settings()
            .await
            .map_err(|e| failed(anyhow::Error::new(e)))?;
        let chat = &s.chat_system;
        let channel = |c: &settings::model::ChatChannel| ChannelRules {
            enabled: c.enabled,
            allow_file_sharing: c.allow_file_sharing,
            max_file_mb: c.max_file_size,
            allowed_types: c
                .allowed_file_types
                .iter()
                .map(|t| t.trim().trim_start_matches('.').to_ascii_lowercase())
                .collect(),
            moderation_enabled: c.moderation_enabled,
            require_approval: c.require_approval,
        };
        let m = &chat.moderation;
        // Read as the settings' validation reads them; stored settings were validated.
        let hour = |text: &str, fallback: time::Time| {
            settings::validate::minutes(text.trim())
                .and_then(|m| {
                    let (h, m) = (u8::try_from(m / 60).ok()?, u8::try_from(m % 60).ok()?);
                    time::Time::from_hms(h, m, 0).ok()
                })
                .unwrap_or(fallback)
        };
        let utc_offset = crate::school_time::offset_of(&s.timezone, &self.db)
            .await
            .map_err(failed)?;
        Ok(ChatRules {
            enabled: chat.enabled,
            admin_teacher: channel(&chat.admin_to_teacher),
            teacher_parent: channel(&chat.teacher_to_parent),
            teacher_student: channel(&chat.teacher_to_student),
            parent_parent: channel(&chat.parent_to_parent),
            moderation: ModerationRules {
                enabled: m.enabled,
                profanity_filter: m.profanity_filter,
                keyword_blacklist: m.keyword_blacklist,
                blocked_keywords: m.blocked_keywords.clone(),
                hide_flagged: m.flagged_content_action.trim().eq_ignore_ascii_case("hide"),
                business_hours_only: m.business_hours_only,
                opens: hour(&m.business_hours.start, time::macros::time!(8:00)),
                closes: hour(&m.business_hours.end, time::macros::time!(16:00)),
                utc_offset,
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use settings::model::{AssessmentComponent, MarkingScheme};

    use super::scheme_of;

    #[test]
    fn a_continuous_assessment_without_components_is_one_column_of_its_whole_weight() {
        let whole = scheme_of(&MarkingScheme {
            continuous_assessment: 30,
            examination: 70,
            components: Vec::new(),
        });
        let columns: Vec<_> = whole
            .components
            .iter()
            .map(|c| (c.name.as_str(), c.max))
            .collect();
        assert_eq!(columns, [("Continuous assessment", 30)]);
        assert_eq!(whole.max_total(), 100);

        let split = scheme_of(&MarkingScheme::default());
        assert_eq!(
            split.components.len(),
            3,
            "the components, as the school named them"
        );
        assert_eq!(split.max_total(), 100);

        let exam_only = scheme_of(&MarkingScheme {
            continuous_assessment: 0,
            examination: 100,
            components: Vec::<AssessmentComponent>::new(),
        });
        assert!(exam_only.components.is_empty());
        assert_eq!(exam_only.max_total(), 100);
    }
}
