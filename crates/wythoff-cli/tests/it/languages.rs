//! The command in English and Chinese: `--lang` and the locale choose the words
//! and nothing else; full-width numbers read as ASCII; a Chinese answer has no
//! English left, for every game of the registry.

use crate::common;

use common::{command, ok, with_stdin, wythoff};
use wythoff_answer::registry::entries;
use wythoff_answer::words::english_in;

fn stdout(args: &[&str]) -> String {
    String::from_utf8(wythoff(args).stdout).unwrap()
}

fn stderr(args: &[&str]) -> String {
    String::from_utf8(wythoff(args).stderr).unwrap()
}

#[test]
fn full_width_numbers_read_as_ascii_and_nothing_else_does() {
    let plain = ok(&["status", "12", "20"]);
    assert_eq!(ok(&["status", "１２", "２０"]), plain);
    assert_eq!(ok(&["status", "１２\u{3000}２０"]), plain);
    assert_eq!(
        ok(&["subtraction", "--set", "１，３、４", "status", "２０"]),
        ok(&["subtraction", "--set", "1,3,4", "status", "20"])
    );
    // What NFKC would also make a digit stays refused.
    for odd in ["²", "①", "𝟏", "１²"] {
        assert_eq!(wythoff(&["status", "12", odd]).status.code(), Some(2), "{odd}");
    }
    // A full-width mistake, said in the user's language.
    let e = stderr(&["--lang", "zh-CN", "status", "１２", "２ｘ"]);
    assert_eq!(e, "wythoff：错误：'<B>' 的值 '2ｘ' 无效：应为自然数，但第 2 个字符是 'ｘ'（见 --help）\n");
    let e = stderr(&["status", "１２", "２ｘ"]);
    assert!(e.starts_with("wythoff: error: invalid value '2ｘ' for '<B>': expected a natural number"), "{e}");
}

#[test]
fn the_language_comes_from_lang_then_the_locale_and_changes_only_words() {
    let chinese = stdout(&["--lang", "zh-CN", "status", "3", "5"]);
    assert_eq!(
        chinese,
        "P：先手必败（正常规则）\n理由：两堆相差 k = 2，且 ⌊2φ⌋ = 3 正是较小的一堆：(3, 5) 是第 2 个奇异局势\n"
    );
    let from_locale = |vars: &[(&str, &str)]| {
        let mut c = command();
        c.args(["status", "3", "5"]).envs(vars.iter().copied());
        String::from_utf8(c.output().unwrap().stdout).unwrap()
    };
    assert_eq!(from_locale(&[("LANG", "zh_CN.UTF-8")]), chinese);
    assert_eq!(from_locale(&[("LANG", "zh_CN.UTF-8"), ("LC_ALL", "C")]), ok(&["status", "3", "5"]));
    assert_eq!(from_locale(&[("LC_MESSAGES", "zh_SG")]), chinese);
    // --lang first; an unknown language is refused.
    let mut c = command();
    c.args(["--lang", "en", "status", "3", "5"]).env("LANG", "zh_CN.UTF-8");
    assert_eq!(String::from_utf8(c.output().unwrap().stdout).unwrap(), ok(&["status", "3", "5"]));
    assert!(stderr(&["--lang", "fr", "status", "3", "5"]).contains("the languages are en, zh-CN"));
    // JSON: the same keys, kinds and numbers; only the text differs.
    let en: serde_json::Value = serde_json::from_str(&stdout(&["moves", "10", "15", "--json"])).unwrap();
    let zh: serde_json::Value =
        serde_json::from_str(&stdout(&["--lang", "zh-CN", "moves", "10", "15", "--json"])).unwrap();
    let without_text = |mut v: serde_json::Value| {
        v["reason"]["text"].take();
        for m in v["moves"].as_array_mut().unwrap() {
            m["text"].take();
        }
        v
    };
    assert_ne!(en, zh);
    assert_eq!(without_text(en), without_text(zh));
    // Machine-readable output never follows the language.
    let input = b"2 1\n8 4\n4 7\n";
    let judged = with_stdin(&["judge", "hdu1527"], input).stdout;
    assert_eq!(with_stdin(&["--lang", "zh-CN", "judge", "hdu1527"], input).stdout, judged);
    assert_eq!(
        stdout(&["--lang", "zh-CN", "gen", "hdu1527", "--seed", "3"]),
        stdout(&["gen", "hdu1527", "--seed", "3"])
    );
}

#[test]
fn every_games_answers_are_chinese_in_chinese() {
    let mut asked = 0;
    for entry in entries() {
        for example in entry.examples {
            for question in ["status", "moves"] {
                let mut args: Vec<String> = vec!["--lang".into(), "zh-CN".into()];
                args.extend(entry.command_words().iter().map(|w| w.to_string()));
                args.push(question.into());
                args.extend(entry.args(example.parameters, example.position));
                let args: Vec<&str> = args.iter().map(String::as_str).collect();
                let out = wythoff(&args);
                let text = String::from_utf8(out.stdout).unwrap();
                assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
                assert_eq!(english_in(&text), Vec::<String>::new(), "{args:?}: {text}");
                asked += 1;
            }
        }
    }
    assert!(asked > 60, "{asked}");
}

#[test]
fn refusals_written_from_the_catalogue_are_chinese_in_chinese() {
    // The errors so far written from the catalogues: a missing or unexpected
    // argument, a refused number, a parameter below 1, a subtraction set with 0,
    // a number past the digit limit (with the flag that raises it).
    let cases: [&[&str]; 16] = [
        &["status", "1"],
        &["nth", "1", "2"],
        &["status", "1", "-2"],
        &["bash", "--max-take", "0", "status", "5"],
        &["subtraction", "--set", "0,1", "status", "5"],
        &["--max-digits", "3", "nth", "12345"],
        // A sum's expression, a game, its position and its limits.
        &["sum", "nim(3) + foo(2)"],
        &["sum", "nim(3) + "],
        &["sum", "nim(3"],
        &["sum", "multipile(1,2)"],
        &["fibonacci", "--misere", "status", "5"],
        &["multipile", "--rule", "one-or-all", "status", "1"],
        &["multipile", "--rule", "one-or-all", "status", "300", "300", "300", "300"],
        &["octal", "--preset", "foo", "status", "3"],
        &["multipile", "--rule", "xx", "status", "1", "2"],
        &["values", "3"],
    ];
    for args in cases {
        let english = stderr(args);
        let mut zh = vec!["--lang", "zh-CN"];
        zh.extend_from_slice(args);
        let chinese = stderr(&zh);
        assert!(english.starts_with("wythoff: error: "), "{english}");
        assert!(chinese.starts_with("wythoff：错误："), "{chinese}");
        // What the refusal quotes back ('values') is the user's.
        let said: String = chinese.split('\'').step_by(2).collect();
        assert_eq!(english_in(&said), Vec::<String>::new(), "{chinese}");
    }
}

/// `play` in Chinese, every game: the banner, its help, refused lines of every
/// kind (no move, not a number, too many, a wrong heap), a hint, undo, the
/// board and the end, with no English left but the words typed.
#[test]
fn every_games_play_is_chinese_in_chinese() {
    let mut played = 0;
    for entry in entries() {
        let example = entry.examples[0];
        let mut args: Vec<String> = vec!["--lang".into(), "zh-CN".into(), "play".into(), "--game".into()];
        args.push(entry.name.into());
        for (p, value) in entry.parameters.iter().zip(example.parameters) {
            args.extend([p.flag.to_string(), value.to_string()]);
        }
        let start = match entry.shape {
            wythoff_answer::registry::Shape::HeapAndLimit { .. } => example.position[0].to_string(),
            _ => example.position.join(","),
        };
        args.extend(["--start".into(), start, "--seed".into(), "1".into()]);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let input = b"help\n\nxyz\n1 x\n9 9 9 9 9 9 9 9 9 9 9\n99 99\n1 999\nto 0 0 0 0 0 0 0 0 0\nhint\nundo\nboard\nquit\n";
        let out = with_stdin(&args, input);
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
        // The typed words are the player's, not English: those the refusals
        // quote back, and the move syntax's first column (`to X Y`).
        let words = |l: &str| match l.strip_prefix("        ") {
            Some(row) => row.trim_start().split_once("   ").map_or("", |(_, about)| about).to_string(),
            None => l.split('\'').step_by(2).collect::<String>(),
        };
        let said: String = text.lines().map(|l| words(l) + "\n").collect();
        assert_eq!(english_in(&said), Vec::<String>::new(), "{args:?}:\n{text}");
        assert!(text.contains("再见"), "{args:?}:\n{text}");
        played += 1;
    }
    assert_eq!(played, entries().count());
}

/// Every game's other answers in Chinese: each action of the registry (nth,
/// pair, period, sequence, genus, quotient, positions), Wythoff's Grundy
/// values, and sums in both rules.
#[test]
fn every_games_actions_and_sums_are_chinese_in_chinese() {
    let mut asked: Vec<Vec<String>> = Vec::new();
    for entry in entries() {
        let example = entry.examples[0];
        for action in entry.actions {
            let mut args: Vec<String> = entry.command_words().iter().map(|w| w.to_string()).collect();
            args.extend(entry.args(example.parameters, &[]));
            args.push(action.name.into());
            args.extend((0..action.numbers).map(|_| "6".to_string()));
            if action.name == "positions" {
                args.extend(["--max".into(), "4".into()]);
            }
            asked.push(args);
        }
    }
    for words in [
        &["grundy", "3", "5"][..],
        &["grundy", "5", "1000"],
        &["sum", "wythoff(3,5) + nim(7) + subtraction{1,3,4}(10)"],
        &["sum", "--misere", "nim(1) + nim(1) + octal{0.77}(3)"],
        &["sum", "--misere", "grundys_game(7) + grundys_game(5)"],
    ] {
        asked.push(words.iter().map(|w| w.to_string()).collect());
    }
    for args in &asked {
        let mut zh = vec!["--lang", "zh-CN"];
        zh.extend(args.iter().map(String::as_str));
        let out = wythoff(&zh);
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(out.status.success(), "{zh:?}: {}", String::from_utf8_lossy(&out.stderr));
        assert_eq!(english_in(&text), Vec::<String>::new(), "{zh:?}: {text}");
    }
    assert!(asked.len() > 25, "{}", asked.len());
}
