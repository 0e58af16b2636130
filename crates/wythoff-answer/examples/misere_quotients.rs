//! The misère atlas: every two-digit octal code's quotient, heap by heap,
//! until it is certified for every heap or the time or work given to a code
//! runs out; its witnesses checked by the definition; written to
//! docs/atlas/misere-quotients.tsv (a row a code), and the certified quotients
//! and Dawson's Kayles' to docs/atlas/misere-quotients.txt
//! (bench/misere_quotients.sh).
//!
//!     misere_quotients SECONDS WORK_LOG2 [JOBS]     every code, JOBS at a time
//!     misere_quotients one CODE SECONDS WORK_LOG2   one code: its row, then its block
//!
//! Each code runs in a process of its own, so each row's peak memory is its
//! own (the process's high-water mark).
use std::process::Command;
use std::time::Instant;

use wythoff::cancel;
use wythoff::misere::{NotFound, Presentation, Quotient, Witnesses};
use wythoff::octal::OctalCode;
use wythoff_answer::misere_atlas::{MisereAtlas, key};

/// The codes whose quotients are kept in the stored file though not
/// certified: Dawson's Kayles, as far as the atlas reaches.
const KEPT: [&str; 1] = ["0.07"];

/// The memory budget of a code's search (its largest working set), bytes.
const MEMORY: u64 = 3 << 29;

/// Published quotients this reproduces (with their sources; the tests keep
/// them true: crates/wythoff-answer/tests/it/misere_atlas.rs).
const PUBLISHED: [(&str, &str); 3] = [
    ("0.75", "R8 (Plambeck 2005): order 8, P-portion {a, b²}"),
    ("0.77", "Kayles (Plambeck and Siegel 2008): order 40, P-portion {a, b², ac, ac², d, ad², e, ade, adf}"),
    (
        "0.07",
        "Dawson's Kayles: orders 144, 176, 360, 520, 552, 638 at heaps 25, 27, 30, 31, 32, 33, |P| = 109 at 33 (MisereSolver; attributed to Plambeck and Siegel)",
    ),
];

const HEADER: &str = "code\tlast\torder\tp_portion\tstable_from\tperiod\tgrew_at\tstopped\tseconds\tpeak_mib\twitnesses\tpublished\tpresentation";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("one") {
        return one(&args[1], args[2].parse().expect("seconds"), args[3].parse().expect("work"));
    }
    let seconds: f64 = args.first().and_then(|s| s.parse().ok()).unwrap_or(50.0);
    let work: u32 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(34);
    let jobs: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(2);
    let me = std::env::current_exe().expect("this program");
    let codes: Vec<String> = (1..64).map(|d| format!("0.{}{}", d / 8, d % 8)).collect();
    let mut outputs: Vec<Option<String>> = vec![None; codes.len()];
    let mut next = 0;
    let mut running: Vec<(usize, std::process::Child)> = Vec::new();
    while next < codes.len() || !running.is_empty() {
        while running.len() < jobs && next < codes.len() {
            let child = Command::new(&me)
                .args(["one", &codes[next], &seconds.to_string(), &work.to_string()])
                .stdout(std::process::Stdio::piped())
                .spawn()
                .expect("a code's process");
            running.push((next, child));
            next += 1;
        }
        let (i, child) = running.remove(0);
        let out = child.wait_with_output().expect("a code's row");
        assert!(out.status.success(), "{} failed", codes[i]);
        outputs[i] = Some(String::from_utf8(out.stdout).expect("text"));
        eprintln!("{} done", codes[i]);
    }
    let mut rows = vec![HEADER.to_string()];
    let mut stored = MisereAtlas::default();
    for out in outputs.into_iter().flatten() {
        let (row, blocks) = out.split_once('\n').unwrap_or((&out, ""));
        rows.push(row.to_string());
        // Each block read back as the program reads the file.
        for block in blocks.split_inclusive("end\n") {
            stored.quotients.extend(MisereAtlas::parse(&seal(block)).expect("a block").quotients);
        }
    }
    std::fs::write("docs/atlas/misere-quotients.tsv", rows.join("\n") + "\n").expect("the TSV");
    std::fs::write("docs/atlas/misere-quotients.txt", stored.text()).expect("the stored quotients");
}

fn seal(block: &str) -> String {
    use sha2::{Digest, Sha256};
    let sum: String = Sha256::digest(block.as_bytes()).iter().map(|b| format!("{b:02x}")).collect();
    format!("{block}# sha256: {sum}\n")
}

/// One code: its row on the first line, then its stored block if kept.
fn one(text: &str, seconds: f64, work: u32) {
    let code: OctalCode = text.parse().expect("a code");
    let start = Instant::now();
    let mut budget = 1u64 << work;
    let mut q = Quotient::trivial();
    let mut grew: Vec<String> = Vec::new();
    // The time is a deadline the work itself watches (a heap may take long).
    let deadline = start + std::time::Duration::from_secs_f64(seconds);
    let token =
        cancel::Token::polling(std::time::Duration::from_millis(100), move || Instant::now() > deadline);
    let stopped = loop {
        if q.stable().is_some() {
            break "stable".to_string();
        }
        match cancel::run(&token, || q.grow_bounded(&code, &mut budget, MEMORY)) {
            Err(_) => break format!("time at heap {}", q.last() + 1),
            Ok(Ok(next)) => {
                if next.order() != q.order() {
                    grew.push(format!("{}:{}", next.last(), next.order()));
                }
                q = next;
            }
            Ok(Err(NotFound::Work { heap })) => break format!("work at heap {heap}"),
            Ok(Err(NotFound::NoCandidate { heap })) => break format!("no candidate at heap {heap}"),
            Ok(Err(NotFound::Memory { heap, .. })) => break format!("memory at heap {heap}"),
        }
    };
    let elapsed = start.elapsed().as_secs_f64();
    let p = Presentation::of(&q);
    let p_portion = (0..q.order() as u32).filter(|&x| q.in_p(x)).count();
    let (from, period) =
        q.stable().map_or(("".into(), "".into()), |s| (s.preperiod.to_string(), s.period.to_string()));
    let witnesses = match Witnesses::of(&q, 1 << 31) {
        Ok(w) => {
            let checked = w.check(&q, &code, 1 << 24);
            assert!(checked.wrong.is_none(), "{text}: a witness is wrong: {:?}", checked.wrong);
            format!(
                "{} tests; {} sums of at most {} tokens; {} checked by the definition",
                w.tests.len(),
                checked.of,
                w.tokens,
                checked.checked
            )
        }
        Err(e) => format!("none ({e:?})"),
    };
    let shown = if q.order() <= 64 { p.to_string() } else { String::new() };
    let source = PUBLISHED.iter().find(|(c, _)| *c == text).map_or("", |(_, s)| s);
    println!(
        "{text}\t{}\t{}\t{p_portion}\t{from}\t{period}\t{}\t{stopped}\t{elapsed:.2}\t{}\t{witnesses}\t{source}\t{shown}",
        q.last(),
        q.order(),
        grew.join(","),
        peak_mib(),
    );
    if q.stable().is_some() || KEPT.contains(&text) {
        let mut one = MisereAtlas::default();
        one.quotients.insert(key("octal", text), q.parts());
        let written = one.text();
        let block: String =
            written.lines().filter(|l| !l.starts_with("# ")).map(|l| format!("{l}\n")).collect();
        print!("{block}");
    }
}

/// This process's peak resident memory in MiB (Linux's VmHWM).
fn peak_mib() -> String {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1).and_then(|k| k.parse::<u64>().ok()))
        })
        .map_or("?".into(), |kib| format!("{:.0}", kib as f64 / 1024.0))
}
