//! Words as data: the catalogues are whole and agree, and every game's reasons
//! are written from their data in English byte for byte as the games' own
//! `Display` writes them, and in Chinese with no English sentence left.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{self, Entry as FtlEntry};
use wythoff::Natural;
use wythoff::game::Rule;
use wythoff_answer::registry::{GameSpec, entries};
use wythoff_answer::words::{Lang, catalogue_files, english_in};
use wythoff_answer::{Limits, Question};

/// Each language's messages, each with the variables it uses.
fn messages() -> BTreeMap<Lang, BTreeMap<String, BTreeSet<String>>> {
    let mut all: BTreeMap<Lang, BTreeMap<String, BTreeSet<String>>> = BTreeMap::new();
    for (lang, text) in catalogue_files() {
        let resource = fluent_syntax::parser::parse(text).unwrap_or_else(|(_, e)| panic!("{lang}: {e:?}"));
        for entry in resource.body {
            match entry {
                FtlEntry::Message(m) => {
                    let mut vars = BTreeSet::new();
                    if let Some(p) = &m.value {
                        pattern_vars(p, &mut vars);
                    }
                    let id = m.id.name.to_string();
                    let old = all.entry(lang).or_default().insert(id.clone(), vars);
                    assert!(old.is_none(), "{lang}: {id} twice");
                }
                FtlEntry::Junk { content } => panic!("{lang}: junk {content}"),
                _ => {}
            }
        }
    }
    all
}

fn pattern_vars(p: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    for e in &p.elements {
        if let ast::PatternElement::Placeable { expression } = e {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(e: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
        ast::Expression::Inline(i) => inline_vars(i, vars),
    }
}

fn inline_vars(i: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, vars);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}

#[test]
fn every_message_is_in_every_language_with_the_same_variables() {
    let all = messages();
    let english = &all[&Lang::En];
    assert!(english.len() > 40, "{}", english.len());
    for lang in Lang::ALL {
        let these = &all[&lang];
        for (id, vars) in english {
            let theirs = these.get(id).unwrap_or_else(|| panic!("{lang} has no message {id}"));
            assert_eq!(theirs, vars, "{lang}: {id} uses other variables");
        }
        for id in these.keys() {
            assert!(english.contains_key(id), "{lang}: {id} is not in English");
        }
    }
}

#[test]
fn every_games_reasons_read_as_its_display_in_english_and_as_chinese_in_chinese() {
    let limits = Limits::default();
    let mut kinds: BTreeSet<&'static str> = BTreeSet::new();
    let mut checked = 0;
    for entry in entries() {
        let rules: &[Rule] = if entry.misere { &[Rule::Normal, Rule::Misere] } else { &[Rule::Normal] };
        for example in entry.examples {
            let game = crate::common::example_game(entry, example);
            let positions: Vec<Vec<Natural>> = match example.position.len() {
                1 => (0..12u64).chain([20, 39]).map(|n| vec![n.into()]).collect(),
                2 => {
                    let big: Natural = "123456789012345678901234567890".parse().unwrap();
                    let mut p: Vec<Vec<Natural>> =
                        (0..8u64).flat_map(|a| (0..12u64).map(move |b| vec![a.into(), b.into()])).collect();
                    p.push(vec![big.clone(), &big + &big]);
                    p
                }
                _ => {
                    [[3, 5, 6], [0, 4, 7], [2, 2, 2], [1, 1, 1], [1, 1, 0], [1, 2, 3], [0, 0, 0], [7, 9, 12]]
                        .map(|p| p.iter().map(|&n| Natural::from(n as u64)).collect())
                        .to_vec()
                }
            };
            for &rule in rules {
                for at in &positions {
                    let Ok(spec) = GameSpec::new(game.clone(), rule, at.clone(), &limits) else { continue };
                    if spec.check_asked(wythoff_answer::registry::Asked::Moves, &limits).is_err() {
                        continue;
                    }
                    let Ok(solved) = spec.build(&limits) else { continue };
                    let analysis = solved.analysis(Question::Moves);
                    let reason = &analysis.reason;
                    let written = || {
                        let moves = analysis.moves.iter().flatten().map(|m| m.text());
                        std::iter::once(reason.text()).chain(moves).collect::<Vec<String>>()
                    };
                    let english = Lang::En.scope(written);
                    assert_eq!(english, solved.displayed(), "{} {rule:?} {at:?}", entry.name);
                    for chinese in Lang::ZhCn.scope(written) {
                        assert!(
                            english_in(&chinese).is_empty(),
                            "{} {rule:?} {at:?}: English left in {chinese}",
                            entry.name
                        );
                    }
                    kinds.insert(reason.kind);
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 1000, "{checked}");
    let all: BTreeSet<&str> =
        entries().flat_map(|e| e.reasons).flat_map(|r| r.kinds.iter().copied()).collect();
    // Past 1,000 winning moves, Moore's Nim says how many it lists.
    let moore = wythoff::moore_nim::MooreNim { k: 4u8.into(), rule: Rule::Normal };
    let heaps: Vec<Natural> = [1000u64, 2000, 3000, 4000, 5000, 6000, 7000, 8000].map(Natural::from).to_vec();
    let reason = wythoff::game::ImpartialGame::reason(&moore, &heaps);
    let answer = wythoff_answer::ReasonAnswer::of(&reason);
    assert_eq!(Lang::En.scope(|| answer.text()), reason.to_string());
    assert_eq!(english_in(&Lang::ZhCn.scope(|| answer.text())), Vec::<String>::new());
    kinds.insert(answer.kind);
    let unseen: Vec<&&str> = all.difference(&kinds).collect();
    assert!(unseen.is_empty(), "reason kinds not seen: {unseen:?}");
}

/// The reasons the answers make themselves (sums, misère sums, Wythoff's
/// Grundy values): in Chinese with no English left. (Their English is kept by
/// the tests of each answer and the README's examples.)
#[test]
fn the_answers_own_reasons_read_as_chinese_in_chinese() {
    use wythoff_answer::grundy::{GValuesAnswer, GrundyAnswer, RowsCache};
    use wythoff_answer::misere_sum::MisereSumAnswer;
    use wythoff_answer::sum::SumAnswer;
    let limits = Limits::default();
    let cache = RowsCache::default();
    let mut reasons = Vec::new();
    for sum in ["wythoff(3,5) + nim(1,2) + bash{3}(10)", "nim(1,2,3)"] {
        reasons.push(SumAnswer::new(sum, &limits, &cache, &mut |_| {}).unwrap().reason);
    }
    for sum in [
        "octal{0.77}(3) + octal{0.77}(5)",
        "octal{0.75}(30) + octal{0.77}(4)",
        "nim(300) + nim(301) + nim(1)",
        "nim(1) + nim(1) + nim(1)",
        "nim(1) + nim(1) + nim(200)",
        "octal{0.76}(13) + octal{0.76}(30)",
        "octal{0.76}(12) + octal{0.76}(13)",
    ] {
        reasons.push(MisereSumAnswer::new(sum, &limits).unwrap().reason);
    }
    for (a, b) in [(3u64, 5u64), (5, 1000)] {
        let answer = GrundyAnswer::new(&a.into(), &b.into(), &limits, &cache, &mut |_| {}, &mut |_| {});
        reasons.push(answer.unwrap().reason);
    }
    reasons.push(GValuesAnswer::first(3, 5, &limits).unwrap().reason);
    reasons.push(GValuesAnswer::nth(2, 4, &limits).unwrap().reason);
    let kinds: BTreeSet<&str> = reasons.iter().map(|r| r.kind).collect();
    assert_eq!(kinds.len(), 8, "{kinds:?}");
    for reason in &reasons {
        let english = Lang::En.scope(|| reason.text());
        let chinese = Lang::ZhCn.scope(|| reason.text());
        assert!(!english_in(&english).is_empty(), "{english}");
        assert_eq!(english_in(&chinese), Vec::<String>::new(), "{chinese}");
    }
}

/// The glossary's terms are the catalogue's: none of the variants it lists as
/// not used appears in the Chinese catalogue.
#[test]
fn the_chinese_catalogue_uses_the_glossarys_terms() {
    let glossary = include_str!("../../../../docs/glossary.md");
    let chinese: String =
        catalogue_files().filter(|(lang, _)| *lang == Lang::ZhCn).map(|(_, text)| text).collect();
    let mut rows = 0;
    for line in glossary.lines().filter(|l| l.starts_with("| ") && !l.starts_with("| English")) {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        let (term, avoided) = (cells[2], cells[4]);
        for variant in avoided.split(", ").filter(|v| *v != "—") {
            assert!(
                !chinese.contains(variant),
                "the catalogue says {variant}; the glossary's term is {term}"
            );
        }
        rows += 1;
    }
    assert!(rows > 25, "{rows}");
    for term in
        ["威佐夫博弈", "奇异局势", "必败态", "必胜态", "先手必胜", "先手必败", "反常规则", "SG 值", "尼姆和"]
    {
        assert!(chinese.contains(term), "the catalogue never says {term}");
    }
}

/// The registry's prose (`/api/games`) is the English catalogue's message by
/// message, every `game-…` message is one the registry has, and in Chinese
/// no field of it is English; each game's rule line is written with its
/// parameters' values.
#[test]
fn the_registrys_prose_is_the_catalogues_in_both_languages() {
    use wythoff::game::Arg;
    use wythoff_answer::registry::Catalogue;
    use wythoff_answer::words::say_in;
    let mut used = BTreeSet::new();
    for e in entries() {
        let mut same = |id: String, english: &str| {
            assert_eq!(say_in(Lang::En, &id, &[]), english, "{id}");
            used.insert(id);
        };
        let id = |part: String| format!("game-{}-{part}", e.name);
        same(id("title".into()), e.title);
        same(id("about".into()), e.about);
        for p in e.parameters {
            same(id(format!("parameter-{}", p.key)), p.about);
            if let wythoff_answer::registry::ParameterKind::Choice(choices) = p.kind {
                for c in choices {
                    same(id(format!("parameter-{}-{}", p.key, c.name)), c.about);
                }
            }
        }
        for p in e.presets {
            same(id(format!("preset-{}-title", p.name)), p.title);
            same(id(format!("preset-{}-about", p.name)), p.about);
        }
        for a in e.actions {
            same(id(format!("action-{}", a.name)), a.about);
        }
        for (i, s) in e.sum_syntax.iter().enumerate() {
            same(id(format!("sum-{}", i + 1)), s.about);
        }
        // The rule line and the game's name, with each example's parameters.
        same(id("rule".into()), &say_in(Lang::En, &id("rule".into()), &[]));
        same(id("named".into()), &say_in(Lang::En, &id("named".into()), &[]));
        for example in e.examples {
            let game = crate::common::example_game(e, example);
            let (english, chinese) = (Lang::En.scope(|| game.title()), Lang::ZhCn.scope(|| game.title()));
            for value in example.parameters.iter().flat_map(|v| v.split(',')) {
                assert!(english.contains(value) && chinese.contains(value), "{english} / {chinese}");
            }
            assert_eq!(english_in(&chinese), Vec::<String>::new(), "{chinese}");
            let args: Vec<(&str, Arg)> = e
                .parameters
                .iter()
                .zip(example.parameters)
                .map(|(p, v)| (p.key, Arg::Notation(v.to_string())))
                .collect();
            for lang in Lang::ALL {
                let rule = say_in(lang, &id("rule".into()), &args);
                for (_, value) in &args {
                    let Arg::Notation(v) = value else { unreachable!() };
                    assert!(rule.contains(v.as_str()) || e.name == "multipile", "{lang} {}: {rule}", e.name);
                }
                if lang == Lang::ZhCn {
                    assert_eq!(english_in(&rule), Vec::<String>::new(), "{rule}");
                }
            }
        }
    }
    let english: BTreeSet<String> =
        messages()[&Lang::En].keys().filter(|id| id.starts_with("game-")).cloned().collect();
    assert_eq!(english, used, "the catalogue's game messages are the registry's");
    // The names the command's play says, as they were written before the catalogue.
    let named = |name: &str, parameters: &'static [&'static str]| {
        let entry = entries().find(|e| e.name == name).unwrap();
        let example = wythoff_answer::registry::Example { parameters, position: &[] };
        Lang::En.scope(|| crate::common::example_game(entry, &example).title())
    };
    assert_eq!(named("bash", &["3"]), "The Bash game (take 1 to 3)");
    assert_eq!(named("subtraction", &["4,1,3"]), "The subtraction game with the set {1, 3, 4}");
    assert_eq!(named("octal", &["0.07"]), "The octal game 0.07");
    assert_eq!(named("generalized", &["2"]), "Fraenkel's a-Wythoff with a = 2");
    assert_eq!(named("wythoff", &[]), "Wythoff's game");
    // In Chinese, every prose field of every game.
    let json = Lang::ZhCn.scope(|| serde_json::to_value(Catalogue).unwrap());
    let english_json = Lang::En.scope(|| serde_json::to_value(Catalogue).unwrap());
    assert_ne!(json["games"][0]["title"], english_json["games"][0]["title"]);
    let mut fields = 0;
    for game in json["games"].as_array().unwrap() {
        let mut texts = vec![&game["title"], &game["about"]];
        for p in game["parameters"].as_array().unwrap() {
            texts.extend([&p["about"], &p["label"]]);
            if let Some(symbol) = p["symbol"].as_str() {
                let label = p["label"].as_str().unwrap();
                assert!(!label.starts_with(symbol) && !label.starts_with('：'), "{label}");
            }
            texts.extend(p["choices"].as_array().into_iter().flatten().map(|c| &c["about"]));
        }
        for list in ["presets", "actions", "sum_syntax"] {
            texts.extend(game[list].as_array().unwrap().iter().map(|x| &x["about"]));
        }
        for text in texts {
            let text = text.as_str().unwrap();
            assert_eq!(english_in(text), Vec::<String>::new(), "{}: {text}", game["name"]);
            fields += 1;
        }
    }
    assert!(fields > 60, "{fields}");
}
