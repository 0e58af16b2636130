//! The fuzz targets' bodies as ordinary tests: each runs over the inputs in
//! `fuzz/regressions/` that once failed it (TARGET-what), over its corpus where
//! a fuzzing run left one (`fuzz/corpus/TARGET/`), and over a few inputs of our
//! own, so that a target that stops compiling, or an old finding that comes
//! back, fails `cargo test` without libFuzzer. The fuzzing itself (cargo-fuzz,
//! a workspace of its own) runs in `.ci/run` after the test command, and by
//! hand with `fuzz/run.sh`.
use std::path::Path;

macro_rules! targets {
    ($($name:ident),*) => {
        $(mod $name {
            include!(concat!("../../../../fuzz/targets/", stringify!($name), ".rs"));
        })*
        /// Every target, by name.
        const TARGETS: &[(&str, fn(&[u8]))] = &[$((stringify!($name), $name::run)),*];
    };
}

targets!(
    judge_input,
    number_parsing,
    play_syntax,
    sqrt_vs_zeckendorf,
    sum_expression,
    web_query,
    winning_moves
);

fn fuzz_dir() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../../fuzz"))
}

#[test]
fn every_target_is_listed_here() {
    let mut on_disk: Vec<String> = std::fs::read_dir(fuzz_dir().join("targets"))
        .unwrap()
        .map(|e| e.unwrap().path().file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    on_disk.sort();
    let listed: Vec<&str> = TARGETS.iter().map(|(name, _)| *name).collect();
    assert_eq!(on_disk, listed);
}

#[test]
fn every_target_passes_its_regressions_its_corpus_and_our_inputs() {
    let mut ran = 0;
    let regressions = fuzz_dir().join("regressions");
    for entry in std::fs::read_dir(&regressions).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let target = name.split('-').next().unwrap();
        let (_, run) = TARGETS
            .iter()
            .find(|(t, _)| *t == target)
            .unwrap_or_else(|| panic!("{name}: no target {target}"));
        run(&std::fs::read(&path).unwrap());
        ran += 1;
    }
    assert!(ran >= 3, "only {ran} regression inputs");
    // Inputs of our own: each target's body runs on empty, short and long bytes.
    let ours: Vec<Vec<u8>> = vec![
        vec![],
        b"0".to_vec(),
        b"\x05 3 5\n7 9\n0 0\n".to_vec(),
        b"\x01a=4&b=7&misere=1".to_vec(),
        b"\x07n=10&set=1,3,4".to_vec(),
        b"\x00hint\nb 2\nto 3 5".to_vec(),
        b"nim(3) + wythoff(2,5) + bash{3}(9)".to_vec(),
        (0..=255u8).collect(),
        vec![0xff; 200],
    ];
    // The play syntax of every game (the first byte picks it, the second an
    // example and the rule), a few lines each.
    let games = wythoff_answer::registry::entries().count() as u8;
    for which in 0..games {
        for how in 0..4u8 {
            for line in
                ["1 1", "2 1", "b 1", "to 0 0", "1 1 1", "split 1 1", "all 1", "hint", "board", "undo", "x"]
            {
                play_syntax::run(&[&[which, how][..], line.as_bytes()].concat());
            }
        }
    }
    for (name, run) in TARGETS {
        for input in &ours {
            run(input);
        }
        // What a fuzzing run left, if any (not committed: fuzz/.gitignore).
        if let Ok(corpus) = std::fs::read_dir(fuzz_dir().join("corpus").join(name)) {
            for entry in corpus.take(2000) {
                run(&std::fs::read(entry.unwrap().path()).unwrap());
            }
        }
    }
}
