//! A real SMTP server for tests (aiosmtpd, which `scripts/test` installs): it requires a
//! sign-in and keeps every message it accepts.

use std::{
    io::{BufRead, BufReader, Write},
    net::TcpListener,
    process::{Child, Command, Stdio},
};

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// aiosmtpd on a free port, requiring the given sign-in; stopped when dropped.
#[derive(Debug)]
pub struct SmtpServer {
    child: Child,
    pub port: u16,
    out: std::path::PathBuf,
}

impl SmtpServer {
    pub fn start(user: &str, password: &str) -> Self {
        Self::start_on(free_port(), user, password)
    }

    /// On `port`: a server that was stopped comes back where the portal expects it.
    pub fn start_on(port: u16, user: &str, password: &str) -> Self {
        let out = std::env::temp_dir().join(format!("sp-smtp-{port}-{}.jsonl", std::process::id()));
        let _ = std::fs::remove_file(&out);
        let script = concat!(env!("CARGO_MANIFEST_DIR"), "/smtp_server.py");
        let mut child = Command::new("python3")
            .args([script, &port.to_string(), user, password])
            .arg(&out)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("python3 runs (scripts/test installs aiosmtpd)");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        assert_eq!(
            line.trim(),
            "ready",
            "the SMTP stand-in did not start: is aiosmtpd installed (python3 -m pip install aiosmtpd)?"
        );
        Self { child, port, out }
    }

    /// Every message it accepted, oldest first: `from`, `to` (a list) and `data` (the whole
    /// message as sent).
    pub fn messages(&self) -> Vec<serde_json::Value> {
        let text = std::fs::read_to_string(&self.out).unwrap_or_default();
        // Only whole lines: the server may be writing the next one as this reads.
        let whole = text.rfind('\n').map_or("", |end| &text[..end]);
        whole
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect()
    }
}

impl Drop for SmtpServer {
    fn drop(&mut self) {
        // Closing its input stops it; kill in case it does not.
        if let Some(mut stdin) = self.child.stdin.take() {
            let _ = stdin.flush();
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_file(&self.out);
    }
}
