//! The `school-portal` binary: see `school-portal --help`.

use std::process::ExitCode;

fn main() -> ExitCode {
    app::cli::main()
}
