//! The `school-portal` binary: see `school-portal --help`.

use std::process::ExitCode;

/// mimalloc instead of glibc's malloc (decisions/027): a list's answer is thousands of small
/// strings made and freed per request, and glibc's allocator took a fifth of the server's time.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    app::cli::main()
}
