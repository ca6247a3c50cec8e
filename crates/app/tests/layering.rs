//! The layering of docs/architecture.md, checked on the resolved dependency graph: no domain
//! crate reaches a database driver, a web framework or an outbound client, even transitively,
//! and no domain crate depends on another domain crate (only on `kernel`).

use std::collections::{BTreeSet, HashMap};

use serde_json::Value;

const DOMAIN_CRATES: &[&str] = &[
    "kernel",
    "settings",
    "auth",
    "academics",
    "messaging",
    "payments",
];
const FORBIDDEN_PREFIXES: &[&str] = &[
    "diesel",
    "actix",
    "reqwest",
    "lettre",
    "sqlx",
    "tokio-postgres",
    "postgres",
    "hyper",
    "utoipa-swagger-ui",
];

/// The workspace's resolved dependency graph for this platform.
struct Graph {
    metadata: Value,
}

impl Graph {
    fn load() -> Self {
        // The build host's platform only: packages for other platforms are never downloaded, and
        // `--offline` must not need them.
        let rustc = std::process::Command::new(std::env::var("RUSTC").unwrap_or("rustc".into()))
            .arg("-vV")
            .output()
            .expect("rustc runs");
        let host = String::from_utf8(rustc.stdout)
            .unwrap()
            .lines()
            .find_map(|line| line.strip_prefix("host: ").map(str::to_owned))
            .expect("rustc names its host");
        let output = std::process::Command::new(env!("CARGO"))
            .args(["metadata", "--format-version", "1", "--offline"])
            .args(["--filter-platform", &host])
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .expect("cargo metadata runs");
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        Self {
            metadata: serde_json::from_slice(&output.stdout).unwrap(),
        }
    }

    /// Each workspace domain crate with the names of everything it depends on (normal
    /// dependencies only: tests may use anything), directly or through others.
    fn domain_dependencies(&self) -> Vec<(String, BTreeSet<String>)> {
        let metadata = &self.metadata;
        let names: HashMap<&str, &str> = metadata["packages"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| (p["id"].as_str().unwrap(), p["name"].as_str().unwrap()))
            .collect();
        let nodes: HashMap<&str, &Value> = metadata["resolve"]["nodes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|n| (n["id"].as_str().unwrap(), n))
            .collect();

        let mut checked = 0;
        let mut out = Vec::new();
        for (id, name) in &names {
            if !DOMAIN_CRATES.contains(name)
                || !metadata["workspace_members"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .any(|m| m == id)
            {
                continue;
            }
            checked += 1;
            // Walk normal (non-dev, non-build) dependencies only: tests may use anything.
            let mut seen = BTreeSet::new();
            let mut stack = vec![*id];
            while let Some(current) = stack.pop() {
                for dep in nodes[current]["deps"].as_array().unwrap() {
                    let normal = dep["dep_kinds"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .any(|k| k["kind"].is_null());
                    let dep_id = dep["pkg"].as_str().unwrap();
                    if normal && seen.insert(dep_id) {
                        stack.push(dep_id);
                    }
                }
            }
            out.push((
                (*name).to_owned(),
                seen.iter().map(|dep| names[dep].to_owned()).collect(),
            ));
        }
        assert!(
            checked >= 2,
            "the domain crates were not found in the workspace"
        );
        out
    }
}

#[test]
fn domain_crates_depend_on_no_framework_database_or_client() {
    for (name, deps) in Graph::load().domain_dependencies() {
        let bad: Vec<&String> = deps
            .iter()
            .filter(|dep| FORBIDDEN_PREFIXES.iter().any(|p| dep.starts_with(p)))
            .collect();
        assert!(bad.is_empty(), "domain crate {name} depends on {bad:?}");
    }
}

#[test]
fn domain_crates_depend_on_no_other_domain_crate_but_the_kernel() {
    // When one area needs another's data it declares a port, and `app` adapts the other crate.
    for (name, deps) in Graph::load().domain_dependencies() {
        let bad: Vec<&String> = deps
            .iter()
            .filter(|dep| {
                *dep != "kernel" && *dep != &name && DOMAIN_CRATES.contains(&dep.as_str())
            })
            .collect();
        assert!(bad.is_empty(), "domain crate {name} depends on {bad:?}");
    }
}

#[test]
fn no_route_module_imports_another() {
    // What handlers share lives in `request`, `extract` and `dto`; a route module reaching into
    // another makes one area's change break the other (decisions/012). Only the registry is
    // shared.
    let routes = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../web/src/routes");
    let mut files = Vec::new();
    let mut dirs = vec![routes.clone()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("the routes folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs")
                && path.file_name().is_some_and(|n| n != "registry.rs")
            {
                files.push(path);
            }
        }
    }
    let mut bad = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).expect("a route module");
        for (n, line) in text.lines().enumerate() {
            let reaches = line.contains("routes::")
                && !line.contains("routes::registry")
                && !line.trim_start().starts_with("//");
            if reaches {
                bad.push(format!("{}:{}: {}", file.display(), n + 1, line.trim()));
            }
        }
    }
    assert!(bad.is_empty(), "route modules importing another: {bad:#?}");
}
