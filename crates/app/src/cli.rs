//! The command line: `serve`, `worker`, `migrate`, `seed-demo`, `check-config` and `openapi`.

use std::{path::PathBuf, process::ExitCode};

use clap::{Parser, Subcommand};
use storage::{Database, DatabaseOptions};

use crate::{
    config::{LogFormat, RawConfig},
    demo, telemetry, wiring,
};

/// The school portal: the school's public site and every role's area, on one port.
#[derive(Debug, Parser)]
#[command(name = "school-portal", version, about)]
struct Cli {
    /// A TOML file of settings; the environment wins over it.
    #[arg(long, env = "PORTAL_CONFIG", global = true)]
    config: Option<PathBuf>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Serve the portal (API and frontend) on PORTAL_BIND.
    Serve,
    /// Send the notifications outbox's e-mails and SMS, without serving HTTP (`serve` sends them
    /// too unless PORTAL_SEND_NOTIFICATIONS=false).
    Worker,
    /// Apply the database migrations that are not applied yet.
    Migrate,
    /// Build the demo school (identity, classes, teachers, students with parents, announcements)
    /// where none is yet; never overwrites.
    SeedDemo {
        /// How many students (about 30 a class, with their parents); 3000 for benchmarks.
        #[arg(long, default_value_t = 600)]
        students: usize,
    },
    /// Create a superuser admin account. The password is asked for, or read from standard input.
    CreateAdmin {
        #[arg(long)]
        username: String,
        #[arg(long, default_value = "")]
        email: String,
        #[arg(long, default_value = "School")]
        first_name: String,
        #[arg(long, default_value = "Administrator")]
        last_name: String,
    },
    /// Check the configuration and the database connection, then exit.
    CheckConfig,
    /// Print the OpenAPI document of the API.
    Openapi,
}

/// The new admin's password: asked twice on a terminal, else one line of standard input.
fn read_new_password() -> anyhow::Result<String> {
    use std::io::{BufRead, IsTerminal};
    if std::io::stdin().is_terminal() {
        let first = rpassword::prompt_password("Password for the new admin: ")?;
        let second = rpassword::prompt_password("The same password again: ")?;
        anyhow::ensure!(
            first == second,
            "the two passwords differ; nothing was created"
        );
        Ok(first)
    } else {
        let mut line = String::new();
        std::io::stdin().lock().read_line(&mut line)?;
        Ok(line.trim_end_matches(['\r', '\n']).to_owned())
    }
}

/// Runs the command line and answers the process's exit code.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    if let Command::Openapi = cli.command {
        println!("{}", web::openapi::document_json());
        return ExitCode::SUCCESS;
    }
    let result = RawConfig::load(cli.config.as_deref())
        .map_err(anyhow::Error::from)
        .and_then(|raw| run(cli.command, raw));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("school-portal: {e:#}");
            ExitCode::FAILURE
        }
    }
}

fn run(command: Command, raw: RawConfig) -> anyhow::Result<()> {
    let runtime = actix_web::rt::System::new();
    match command {
        Command::Serve => {
            let config = raw.validate()?;
            telemetry::init(&config.log, config.log_format);
            runtime.block_on(crate::run::serve(config))
        }
        Command::Worker => {
            let config = raw.validate()?;
            telemetry::init(&config.log, config.log_format);
            runtime.block_on(crate::run::worker(config))
        }
        Command::Migrate => {
            let url = raw.database_url()?;
            telemetry::init(raw.log.as_deref().unwrap_or("info"), LogFormat::Text);
            runtime.block_on(async {
                let applied = storage::run_migrations(url.expose()).await?;
                if applied.is_empty() {
                    println!("The database is up to date.");
                } else {
                    println!(
                        "Applied {} migration(s): {}.",
                        applied.len(),
                        applied.join(", ")
                    );
                }
                Ok(())
            })
        }
        Command::SeedDemo { students } => {
            let url = raw.database_url()?;
            runtime.block_on(async {
                let db = Database::connect(url.expose(), DatabaseOptions::default())?;
                let identity = wiring::demo_identity();
                let name = identity.school_name.clone();
                // Seeding makes accounts but signs no token and seals no secret: it needs no key.
                let mut services = wiring::Services::for_seeding();
                // The server's secret, when given, keys the demo's result checker PINs
                // (decisions/022): cards made without it would not open on the server.
                // Read exactly as the server reads it (no trimming), and refused if the server
                // would refuse it, so the demo cards open on the server.
                let pin_secret = match raw.secret_key.as_deref().filter(|k| !k.is_empty()) {
                    Some(key) => Some(
                        crate::config::SecretKey::new(Some(key))?
                            .expose()
                            .as_bytes()
                            .to_vec(),
                    ),
                    None => None,
                };
                if let Some(secret) = &pin_secret {
                    services.secret = secret.clone();
                }
                let settings = wiring::settings_service(&db, &services);
                if settings.initialise(identity).await? {
                    println!("Seeded the demo school {name}.");
                } else {
                    println!("The school already has its settings; nothing was changed.");
                }
                // The demo's registers, exams and fees are dated where the school is, as the
                // server dates them (decisions/028).
                crate::school_time::refresh(&services.clock, &settings, &db).await?;
                let today = kernel::Clock::today(&services.clock);
                let auth = wiring::auth_service(&db, &services);
                // The demo's people are invented: nobody is welcomed or told of exams.
                let academics = wiring::academics_service_with(
                    &db,
                    &services,
                    std::sync::Arc::new(academics::NoWelcomes),
                    std::sync::Arc::new(academics::exams::NoExamNotices),
                    std::sync::Arc::new(academics::attendance::NoAbsenceNotices),
                )
                .with_result_notices(std::sync::Arc::new(academics::results::NoResultNotices));
                let demo_teacher = auth.user_by_login("demo.teacher").await?;
                let predates_register = match &demo_teacher {
                    Some(teacher) => academics
                        .role_block(teacher.id, kernel::Role::Teacher)
                        .await?
                        .is_none(),
                    None => false,
                };
                let results_plan = if predates_register {
                    println!(
                        "The demo accounts were made before the school's register existed, so no \
                         classes or students were added. Delete the .data directory to rebuild \
                         the demo school."
                    );
                    None
                } else {
                    let started = std::time::Instant::now();
                    match demo::seed_register(
                        &db,
                        &settings,
                        &academics,
                        &auth,
                        demo::DemoSize { students },
                        today,
                    )
                    .await?
                    {
                        Some(seeded) => {
                            println!(
                                "Built the register in {:.1} s: {} classes, {} teachers, {} students, {} parents.",
                                started.elapsed().as_secs_f64(),
                                seeded.classes,
                                seeded.teachers,
                                seeded.students,
                                seeded.parents
                            );
                            seeded.results
                        }
                        None => {
                            println!("The school already has classes; the register was left as it is.");
                            None
                        }
                    }
                };
                let created = wiring::seed_demo_accounts(&auth).await?;
                if created.is_empty() {
                    println!("The demo accounts already exist; none was added.");
                } else {
                    println!("Created the demo accounts {}.", created.join(", "));
                }
                if let Some(plan) = results_plan.as_ref() {
                    // The demo admin approves and publishes: the results wait for the accounts.
                    let admin = auth
                        .user_by_login("demo.admin")
                        .await?
                        .ok_or_else(|| anyhow::anyhow!("the demo admin was not created"))?;
                    let started = std::time::Instant::now();
                    let made = demo::seed_results(&academics, plan, admin.id).await?;
                    println!(
                        "Scored {} sheets and published {} class terms in {:.1} s.",
                        made.sheets,
                        made.published,
                        started.elapsed().as_secs_f64()
                    );
                    // Result checker cards for last term: their PINs exist only in this
                    // output (decisions/022), so a few are printed, and the whole list is
                    // written where `PORTAL_DEMO_CARDS` says (scripts/start shows it each run).
                    if pin_secret.is_none() {
                        println!(
                            "No result checker cards: run seed-demo with the server's \
                             PORTAL_SECRET_KEY to make some."
                        );
                    }
                }
                if let (Some(plan), Some(_)) = (results_plan.as_ref(), &pin_secret) {
                    let admin = auth
                        .user_by_login("demo.admin")
                        .await?
                        .ok_or_else(|| anyhow::anyhow!("the demo admin was not created"))?;
                    let (cards, student) =
                        demo::seed_cards(&academics, plan, admin.id, today).await?;
                    let lines: Vec<String> = cards
                        .iter()
                        .map(|c| format!("{}  PIN {}", c.serial, grouped(&c.pin)))
                        .collect();
                    println!(
                        "Made {} result checker cards for last term (5 views each); try one at \
                         /check-result with admission number {student}:",
                        cards.len()
                    );
                    for line in lines.iter().take(3) {
                        println!("  {line}");
                    }
                    if let Ok(path) = std::env::var("PORTAL_DEMO_CARDS") {
                        let text = format!(
                            "Admission number {student} (the demo student)\n{}\n",
                            lines.join("\n")
                        );
                        std::fs::write(&path, text)
                            .map_err(|e| anyhow::anyhow!("could not write {path}: {e}"))?;
                    }
                }
                let announced = wiring::seed_demo_announcements(&db, &auth).await?;
                if announced > 0 {
                    println!("Published {announced} demo announcements.");
                }
                let said = demo::seed_conversations(&db, &auth, &settings).await?;
                if said > 0 {
                    println!("Wrote {said} demo messages between families and teachers, one held for review.");
                }
                if let Ok(term) = academics.calendar.current_term().await {
                    let fees = crate::payments::fees_service(&db, &services);
                    let providers = std::sync::Arc::new(
                        providers::Providers::new(services.providers.clone())
                            .map_err(|e| anyhow::anyhow!("the HTTP client: {e}"))?,
                    );
                    let payments = crate::payments::payments_service(&db, &services, providers);
                    let start = term
                        .start_date
                        .unwrap_or(today);
                    if let Some(made) = demo::seed_fees(
                        &settings, &fees, &payments, &auth, &db, term.id, start,
                    )
                    .await?
                    {
                        println!(
                            "Raised {} invoices for this term: {} paid, {} part-paid, one bank \
                             transfer waiting for the admin.",
                            made.invoices, made.paid, made.part_paid
                        );
                    }
                }
                let told = wiring::seed_demo_notifications(&db, &auth).await?;
                if told > 0 {
                    println!("Wrote {told} demo messages (sent, failed and in the portal).");
                }
                // The first reads of a school just loaded are planned on its real size.
                db.analyze().await?;
                Ok(())
            })
        }
        Command::CreateAdmin {
            username,
            email,
            first_name,
            last_name,
        } => {
            let config = raw.validate()?;
            let password = read_new_password()?;
            runtime.block_on(async {
                let db = config.database()?;
                let auth = wiring::auth_service(&db, &config.services());
                let account = auth::NewAccount {
                    username,
                    email,
                    first_name,
                    last_name,
                    role: kernel::Role::Admin,
                    password,
                    is_superuser: true,
                    must_change_password: false,
                };
                match auth.create_account(account).await {
                    Ok(user) => {
                        println!(
                            "Created the admin account {}. Sign in at /admin-login.",
                            user.username
                        );
                        Ok(())
                    }
                    Err(auth::AuthError::Validation(fields)) => {
                        let lines: Vec<String> = fields
                            .iter()
                            .map(|(field, messages)| format!("{field}: {}", messages.join(" ")))
                            .collect();
                        anyhow::bail!("the account was not created. {}", lines.join("; "))
                    }
                    Err(e) => Err(anyhow::Error::new(e).context("the account was not created")),
                }
            })
        }
        Command::CheckConfig => {
            let config = raw.validate()?;
            runtime.block_on(async {
                use kernel::HealthProbe;
                let db = config.database()?;
                db.check()
                    .await
                    .map_err(|e| anyhow::anyhow!("DATABASE_URL does not answer: {e}"))?;
                let pending = db.pending_migrations().await?.len();
                println!("The configuration is valid and the database answers.");
                if pending > 0 {
                    println!(
                        "{pending} migration(s) are not applied yet: run school-portal migrate."
                    );
                }
                Ok(())
            })
        }
        Command::Openapi => unreachable!("answered before the configuration is read"),
    }
}

/// A PIN as a card prints it: `1234 5678 9012`.
fn grouped(pin: &str) -> String {
    pin.as_bytes()
        .chunks(4)
        .map(|c| String::from_utf8_lossy(c).into_owned())
        .collect::<Vec<_>>()
        .join(" ")
}
