//! The invariants ARCHITECTURE.md states, checked where a test can: the crate
//! graph's arrows point down (and the reference solver stands apart), the maths
//! crate has no serde and does no I/O, no floating point type appears in it, and
//! no crate has `unsafe` code but the maths crate's one vector module, where each
//! `unsafe` block says why it is sound.
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The names in a manifest's `[dependencies]` table.
fn dependencies(krate: &str) -> BTreeSet<String> {
    let manifest = std::fs::read_to_string(root().join("crates").join(krate).join("Cargo.toml")).unwrap();
    let mut in_table = false;
    let mut names = BTreeSet::new();
    for line in manifest.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            in_table = line == "[dependencies]";
            continue;
        }
        if in_table && !line.is_empty() && !line.starts_with('#') {
            let name = line.split(['=', '.']).next().unwrap().trim();
            names.insert(name.to_string());
        }
    }
    names
}

/// Every line of code (comments left out) of the Rust files under `dir`.
fn code_lines(dir: &Path) -> Vec<(PathBuf, String)> {
    let mut lines = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            lines.extend(code_lines(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            for line in std::fs::read_to_string(&path).unwrap().lines() {
                let code = line.split("//").next().unwrap().trim().to_string();
                if !code.is_empty() {
                    lines.push((path.clone(), code));
                }
            }
        }
    }
    lines
}

#[test]
fn the_crate_graph_points_down() {
    let ours = |krate: &str| -> BTreeSet<String> {
        dependencies(krate).into_iter().filter(|d| d.starts_with("wythoff")).collect()
    };
    let set = |names: &[&str]| names.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    assert_eq!(ours("wythoff"), set(&[]));
    assert_eq!(ours("wythoff-reference"), set(&[]), "the oracle never imports the maths");
    assert_eq!(ours("wythoff-answer"), set(&["wythoff"]));
    assert_eq!(ours("wythoff-judge"), set(&["wythoff", "wythoff-answer"]));
    assert_eq!(ours("wythoff-render"), set(&["wythoff", "wythoff-answer"]));
    assert_eq!(ours("wythoff-web"), set(&["wythoff", "wythoff-answer", "wythoff-render"]));
    assert_eq!(
        ours("wythoff-py"),
        set(&["wythoff", "wythoff-answer", "wythoff-render"]),
        "Python is one more front end"
    );
    // The maths: big integers, a fast hash for small integer keys, and
    // nothing to serialise or print with.
    assert_eq!(dependencies("wythoff"), set(&["dashu-int", "rustc-hash"]));
}

/// Does `line` name `word` (not as part of a longer name)?
fn mentions(line: &str, word: &str) -> bool {
    let name = |c: char| c.is_alphanumeric() || c == '_';
    line.match_indices(word).any(|(at, _)| {
        let before = line[..at].chars().next_back();
        let after = line[at + word.len()..].chars().next();
        let joined_before = before.is_some_and(name);
        let joined_after = word.ends_with(name) && after.is_some_and(name);
        !joined_before && !joined_after
    })
}

#[test]
fn the_maths_does_no_io_and_no_floating_point() {
    let lines = code_lines(&root().join("crates/wythoff/src"));
    assert!(lines.len() > 3000, "only {} lines read", lines.len());
    let banned = ["f32", "f64", "std::fs", "std::net", "stdin", "stdout", "println!", "eprintln!", "File"];
    for (path, line) in &lines {
        for word in banned {
            assert!(!mentions(line, word), "{}: {word} in {line}", path.display());
        }
    }
    // The check sees what it looks for.
    assert!(mentions("let x: f64 = 1.0;", "f64") && mentions("std::fs::read(&p)", "std::fs"));
    assert!(!mentions("let buf64 = 1;", "f64") && !mentions("Files", "File"));
}

/// The one module allowed `unsafe` code (the workspace's lint says when a
/// module may: vector intrinsics with run-time detection and a safe twin the
/// tests compare it with).
const VECTOR_MODULE: &str = "crates/wythoff/src/rare_common/simd.rs";

#[test]
fn no_crate_has_unsafe_code() {
    for krate in [
        "wythoff",
        "wythoff-reference",
        "wythoff-answer",
        "wythoff-judge",
        "wythoff-render",
        "wythoff-web",
        "wythoff-cli",
    ] {
        for (path, line) in code_lines(&root().join("crates").join(krate).join("src")) {
            if path == root().join(VECTOR_MODULE) {
                continue;
            }
            assert!(!mentions(&line, "unsafe"), "{}: {line}", path.display());
        }
    }
}

#[test]
fn every_unsafe_block_of_the_vector_module_says_why() {
    let text = std::fs::read_to_string(root().join(VECTOR_MODULE)).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let mut blocks = 0;
    for (k, line) in lines.iter().enumerate() {
        let code = line.split("//").next().unwrap();
        if !mentions(code, "unsafe") || code.contains("allow(unsafe_code)") {
            continue;
        }
        blocks += 1;
        assert!(
            code.contains("unsafe {"),
            "line {}: only unsafe blocks, no unsafe fn or impl: {line}",
            k + 1
        );
        // The comment right above: its lines, back to the one starting SAFETY.
        let above = lines[..k].iter().rev().take_while(|l| l.trim_start().starts_with("//"));
        assert!(
            above.clone().any(|l| l.trim_start().starts_with("// SAFETY:")),
            "line {}: an unsafe block without a SAFETY comment above it: {line}",
            k + 1
        );
    }
    assert!(blocks >= 5, "the vector module's unsafe blocks were found ({blocks})");
}

/// A crate that builds no unit-test binary (`test = false` under `[lib]`) has
/// no unit test that would then never run.
#[test]
fn no_unit_test_goes_unbuilt() {
    let mut unbuilt = Vec::new();
    for entry in std::fs::read_dir(root().join("crates")).unwrap() {
        let dir = entry.unwrap().path();
        let manifest = std::fs::read_to_string(dir.join("Cargo.toml")).unwrap();
        let lib = manifest.split("\n[").find(|t| t.starts_with("lib]")).unwrap_or("");
        if !lib.lines().any(|l| l.trim() == "test = false") {
            continue;
        }
        unbuilt.push(dir.file_name().unwrap().to_string_lossy().into_owned());
        for (path, line) in code_lines(&dir.join("src")) {
            assert!(!line.contains("#[test]") && !line.contains("cfg(test)"), "{}: {line}", path.display());
        }
    }
    assert!(unbuilt.len() >= 2, "{unbuilt:?}");
}

/// The features cargo turns on in each dependency, for a build of `packages`
/// (`--workspace`, or one package), as `cargo tree` resolves them.
fn features(packages: &[&str], edges: &str) -> std::collections::BTreeMap<String, BTreeSet<String>> {
    let out = std::process::Command::new(env!("CARGO"))
        .args(["tree", "--offline", "--locked", "--prefix", "none", "--format", "{p}|{f}", "-e", edges])
        .args(packages)
        .current_dir(root())
        .output()
        .expect("cargo runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let mut found = std::collections::BTreeMap::new();
    for line in String::from_utf8(out.stdout).unwrap().lines() {
        let Some((package, features)) = line.split_once('|') else { continue };
        let package = package.split(" (").next().unwrap().to_string();
        let features = features.split(" (").next().unwrap();
        let set: BTreeSet<String> = features.split(',').filter(|f| !f.is_empty()).map(String::from).collect();
        found.entry(package).or_insert_with(BTreeSet::new).extend(set);
    }
    found
}

/// maturin builds the Python crate alone; its dependencies then get the features
/// of the workspace's build (crates/wythoff-py/Cargo.toml names them), so that
/// it reuses that build rather than building them again.
#[test]
fn the_python_crate_alone_builds_with_the_workspaces_features() {
    let alone = features(&["-p", "wythoff-py"], "normal,build");
    let workspace = features(&["--workspace"], "normal,build,dev");
    assert!(alone.len() > 50, "{}", alone.len());
    for (package, features) in &alone {
        if package.starts_with("wythoff") {
            continue;
        }
        assert_eq!(
            Some(features),
            workspace.get(package),
            "{package}: add the workspace's features to crates/wythoff-py/Cargo.toml"
        );
    }
}

/// Every file under `dir` (recursively) whose name ends with `ext`.
fn files(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            if path.file_name().is_some_and(|n| n != "node_modules" && n != "__pycache__") {
                found.extend(files(&path, ext));
            }
        } else if path.to_string_lossy().ends_with(ext) {
            found.push(path);
        }
    }
    found.sort();
    found
}

/// The crates of the workspace, by directory name.
fn crates() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(root().join("crates"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// The longest a source file may be: past it, a file holds two things.
const MOST_LINES: usize = 800;

/// No source file is over [`MOST_LINES`] lines: the Rust under each crate's
/// `src/` (a test module moved to a file of its own, `tests.rs`, is a test file
/// and exempt, like the files under `tests/`), the page's JavaScript and the
/// Python package.
#[test]
fn no_source_file_is_over_800_lines() {
    let mut sources = Vec::new();
    for krate in crates() {
        sources.extend(files(&root().join("crates").join(&krate).join("src"), ".rs"));
    }
    let rust = sources.len();
    sources.retain(|p| p.file_name().is_none_or(|n| n != "tests.rs"));
    assert!(rust > 80 && sources.len() > rust - 10, "{rust} Rust files read, {} kept", sources.len());
    let scripts = files(&root().join("crates/wythoff-web/assets"), ".js");
    assert!(scripts.len() >= 5, "{scripts:?}");
    let python = files(&root().join("crates/wythoff-py/python"), ".py");
    assert!(python.len() >= 2, "{python:?}");
    let long: Vec<String> = sources
        .iter()
        .chain(&scripts)
        .chain(&python)
        .filter_map(|path| {
            let lines = std::fs::read_to_string(path).unwrap().lines().count();
            (lines > MOST_LINES).then(|| format!("{} ({lines} lines)", path.display()))
        })
        .collect();
    assert!(long.is_empty(), "over {MOST_LINES} lines: split them by what they hold: {long:#?}");
}

/// A crate's modules, by path from the crate root ("" the root, "games::octal"),
/// each with its file's code lines.
fn modules(src: &Path) -> Vec<(String, Vec<String>)> {
    files(src, ".rs")
        .into_iter()
        .filter(|p| p.file_name().is_none_or(|n| n != "tests.rs") && !p.starts_with(src.join("bin")))
        .map(|path| {
            let relative = path.strip_prefix(src).unwrap().with_extension("");
            let mut parts: Vec<String> =
                relative.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
            if parts.last().is_some_and(|p| p == "mod" || p == "lib" || p == "main") {
                parts.pop();
            }
            let code = std::fs::read_to_string(&path)
                .unwrap()
                .lines()
                .map(|l| l.split("//").next().unwrap().to_string())
                .collect();
            (parts.join("::"), code)
        })
        .collect()
}

/// Each line of a file's `code` with the module it is in: `at` (the file's
/// module), or an inline module inside it (`mod x86 { … }` in `simd.rs` is
/// `rare_common::simd::x86`), where `super` means something else.
fn lines_in_modules<'a>(at: &str, code: &'a [String]) -> Vec<(String, &'a str)> {
    let mut open: Vec<(String, usize)> = Vec::new();
    let mut depth = 0usize;
    let mut lines = Vec::new();
    for line in code {
        let here = open.last().map_or(at.to_string(), |(m, _)| m.clone());
        lines.push((here.clone(), line.as_str()));
        let words: Vec<&str> = line.split_whitespace().collect();
        if let Some(i) = words.iter().position(|&w| w == "mod")
            && words.get(i + 2) == Some(&"{")
        {
            open.push((format!("{here}::{}", words[i + 1]), depth));
        }
        for c in line.chars() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth = depth.saturating_sub(1);
                    if open.last().is_some_and(|&(_, d)| d == depth) {
                        open.pop();
                    }
                }
                _ => {}
            }
        }
    }
    lines
}

/// The modules of `names` that `code`, in module `at`, refers to by path:
/// `crate::a::b`, `super::a`, `self::a`, or a child's name `a::…`; each the
/// deepest module the path reaches. A path inside an inline module (`mod
/// x86 { use super::super::scan::f; }`) counts from that module.
fn uses(at: &str, code: &[String], names: &BTreeSet<String>) -> BTreeSet<String> {
    let join =
        |base: &str, rest: &str| if base.is_empty() { rest.to_string() } else { format!("{base}::{rest}") };
    let mut found = BTreeSet::new();
    for (inner, line) in lines_in_modules(at, code) {
        let at = inner.as_str();
        let parent = at.rsplit_once("::").map_or("", |(p, _)| p);
        let words: Vec<&str> = line.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':')).collect();
        for word in words {
            let word = word.trim_start_matches(':');
            let (base, rest) = if let Some(rest) = word.strip_prefix("crate::") {
                ("", rest)
            } else if let Some(mut rest) = word.strip_prefix("super::") {
                let mut base = parent;
                while let Some(further) = rest.strip_prefix("super::") {
                    base = base.rsplit_once("::").map_or("", |(p, _)| p);
                    rest = further;
                }
                (base, rest)
            } else if let Some(rest) = word.strip_prefix("self::") {
                (at, rest)
            } else if word.contains("::") && names.contains(&join(at, word.split("::").next().unwrap())) {
                (at, word)
            } else {
                continue;
            };
            let mut path = base.to_string();
            let mut deepest = None;
            for part in rest.split("::") {
                path = join(&path, part);
                if names.contains(&path) {
                    deepest = Some(path.clone());
                }
            }
            if let Some(module) = deepest.or_else(|| names.contains(base).then(|| base.to_string())) {
                found.insert(module);
            }
        }
    }
    found
}

/// Is `a` `b` or one of its ancestors ("" is every module's)?
fn encloses(a: &str, b: &str) -> bool {
    a.is_empty() || a == b || b.starts_with(&format!("{a}::"))
}

/// A circle in `edges`, if there is one: the modules in order.
fn circle(edges: &std::collections::BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        at: &str,
        edges: &std::collections::BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(i) = path.iter().position(|p| p == at) {
            return Some(path[i..].iter().cloned().chain([at.to_string()]).collect());
        }
        if !done.insert(at.to_string()) {
            return None;
        }
        path.push(at.to_string());
        for next in edges.get(at).into_iter().flatten() {
            if let Some(found) = visit(next, edges, path, done) {
                return Some(found);
            }
        }
        path.pop();
        None
    }
    let mut done = BTreeSet::new();
    edges.keys().find_map(|start| visit(start, edges, &mut Vec::new(), &mut done))
}

/// No import circles: within each crate, the modules' uses of one another
/// (leaving out a module's uses of its own ancestors: a child may use its
/// parent's items, as a part of it) never come back to where they started. A
/// circle would make two files one thing.
#[test]
fn no_module_imports_in_a_circle() {
    let mut checked = 0;
    for krate in crates() {
        let modules = modules(&root().join("crates").join(&krate).join("src"));
        let names: BTreeSet<String> = modules.iter().map(|(n, _)| n.clone()).collect();
        let mut edges = std::collections::BTreeMap::new();
        for (name, code) in &modules {
            let targets: BTreeSet<String> =
                uses(name, code, &names).into_iter().filter(|t| !encloses(t, name)).collect();
            checked += targets.len();
            edges.insert(name.clone(), targets);
        }
        assert_eq!(circle(&edges), None, "{krate}: modules that import one another in a circle");
    }
    assert!(checked > 100, "only {checked} uses between modules seen");
    // The check sees what it looks for.
    let names: BTreeSet<String> = ["", "a", "b", "b::c"].iter().map(|s| s.to_string()).collect();
    let code = |s: &str| vec![s.to_string()];
    assert_eq!(uses("a", &code("use crate::b::c::Thing;"), &names), ["b::c".to_string()].into());
    assert_eq!(uses("b::c", &code("use super::super::a::X;"), &names), ["a".to_string()].into());
    assert_eq!(uses("b", &code("let x = c::f();"), &names), ["b::c".to_string()].into());
    // Inside an inline module, `super` is the file's module: rare_common's
    // simd.rs reached scan.rs this way, a circle the check once missed.
    let names: BTreeSet<String> = ["", "a", "b", "b::c", "b::d"].iter().map(|s| s.to_string()).collect();
    let inline: Vec<String> = ["mod inner {", "    use super::super::d::f;", "}", "use super::super::a::g;"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    assert_eq!(uses("b::c", &inline, &names), ["a".to_string(), "b::d".to_string()].into());
    let looped: std::collections::BTreeMap<String, BTreeSet<String>> =
        [("a".into(), ["b".into()].into()), ("b".into(), ["a".into()].into())].into();
    assert_eq!(circle(&looped), Some(vec!["a".into(), "b".into(), "a".into()]));
}

/// No wildcard arm (`_ =>`) in the judge: each of its matches names its cases,
/// so a new problem, layout or case kind is met by the compiler in every match.
#[test]
fn the_judge_has_no_wildcard_arms() {
    let lines = code_lines(&root().join("crates/wythoff-judge/src"));
    assert!(lines.len() > 1500, "only {} lines read", lines.len());
    for (path, line) in &lines {
        let arm = line.trim_start_matches('|').trim();
        assert!(!(arm.starts_with("_ =>") || arm.starts_with("_ if ")), "{}: {line}", path.display());
    }
}
