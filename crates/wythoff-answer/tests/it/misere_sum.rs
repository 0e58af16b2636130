//! `sum --misere` against the rules-only solver: through the quotient and
//! through the definition, the outcome and every winning move.

use std::collections::HashMap;

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};
use wythoff_answer::Limits;
use wythoff_answer::misere_sum::{MisereSumAnswer, Through};
use wythoff_reference::take_and_break::TakeAndBreak;

/// Random sums of two to four heaps of at most 16 (at most 40 tokens) of
/// Kayles, Dawson's Kayles, 0.75, 0.137's two-digit cousin 0.13 and 0.76
/// (whose quotient stops at heap 11, so larger heaps go to the definition):
/// the outcome and the winning moves are the game tree's.
#[test]
fn misere_sums_agree_with_the_game_tree() {
    let mut rng = ChaCha8Rng::seed_from_u64(33);
    let limits = Limits { misere_steps: 1 << 24, ..Limits::default() };
    let (mut through_quotient, mut through_other) = (0, 0);
    for code in ["0.77", "0.07", "0.75", "0.13", "0.76"] {
        let reference = TakeAndBreak::octal(code);
        let mut memo = HashMap::new();
        for _ in 0..12 {
            let count = 2 + rng.next_u32() as usize % 3;
            let heaps: Vec<u64> = (0..count).map(|_| 1 + u64::from(rng.next_u32() % 16)).collect();
            if heaps.iter().sum::<u64>() > 40 {
                continue;
            }
            let expression: Vec<String> = heaps.iter().map(|h| format!("octal{{{code}}}({h})")).collect();
            let answer = MisereSumAnswer::new(&expression.join(" + "), &limits).unwrap();
            assert_eq!(answer.p, reference.is_p_misere(&heaps, &mut memo), "{code}: {heaps:?}");
            match answer.through {
                Through::Quotient(_) => through_quotient += 1,
                Through::Forms(_) | Through::Search => through_other += 1,
            }
            // Every winning move, and only those: each move of each heap to a
            // P-position of the tree.
            let mut winning = Vec::new();
            for (i, &h) in heaps.iter().enumerate() {
                if heaps[..i].contains(&h) {
                    continue;
                }
                let code: wythoff::octal::OctalCode = code.parse().unwrap();
                code.each_move(h, &mut |_, parts| {
                    let mut to: Vec<u64> =
                        heaps.iter().enumerate().filter(|&(j, _)| j != i).map(|(_, &x)| x).collect();
                    to.extend_from_slice(parts);
                    if reference.is_p_misere(&to, &mut memo) {
                        winning.push((h, parts.to_vec()));
                    }
                });
            }
            let mut listed: Vec<(u64, Vec<u64>)> =
                answer.moves.unwrap().iter().map(|m| (m.from, m.parts.clone())).collect();
            listed.sort();
            winning.sort();
            assert_eq!(listed, winning, "{code}: {heaps:?}");
        }
    }
    assert!(
        through_quotient >= 30 && through_other >= 1,
        "{through_quotient} through the quotient, {through_other} through forms or the search"
    );
}

/// Misère sums mixing Nim, Bash (take 1 to 2) and the subtraction game
/// {1, 3, 4}, through the quotient of their heaps together, against a game
/// tree written here from the three rules alone: the outcome and every
/// winning move.
#[test]
fn mixed_misere_sums_agree_with_the_rules() {
    // A position: (game, heap) pairs; game 0 Nim, 1 Bash{2}, 2 subtraction{1,3,4}.
    fn takes(game: usize, n: u64) -> Vec<u64> {
        match game {
            0 => (1..=n).collect(),
            1 => (1..=2.min(n)).collect(),
            _ => [1, 3, 4].into_iter().filter(|&s| s <= n).collect(),
        }
    }
    fn is_p(position: &[(usize, u64)], memo: &mut HashMap<Vec<(usize, u64)>, bool>) -> bool {
        let mut key: Vec<(usize, u64)> = position.iter().copied().filter(|&(_, n)| n > 0).collect();
        key.sort_unstable();
        if let Some(&p) = memo.get(&key) {
            return p;
        }
        // Misère: no move means the player to move has won.
        let mut p = !key.is_empty();
        'all: for i in 0..key.len() {
            for t in takes(key[i].0, key[i].1) {
                let mut after = key.clone();
                after[i].1 -= t;
                if is_p(&after, memo) {
                    p = false;
                    break 'all;
                }
            }
        }
        memo.insert(key, p);
        p
    }
    let mut rng = ChaCha8Rng::seed_from_u64(34);
    let mut memo = HashMap::new();
    let names = ["nim", "bash{2}", "subtraction{1,3,4}"];
    let limits = Limits::default();
    for _ in 0..60 {
        let count = 2 + rng.next_u32() as usize % 3;
        let position: Vec<(usize, u64)> =
            (0..count).map(|_| (rng.next_u32() as usize % 3, u64::from(rng.next_u32() % 9))).collect();
        let expression: Vec<String> = position.iter().map(|&(g, n)| format!("{}({n})", names[g])).collect();
        let answer = MisereSumAnswer::new(&expression.join(" + "), &limits).unwrap();
        assert_eq!(answer.p, is_p(&position, &mut memo), "{expression:?}");
        let mut winning = Vec::new();
        for (i, &(g, n)) in position.iter().enumerate() {
            if position[..i].contains(&(g, n)) {
                continue;
            }
            for t in takes(g, n) {
                let mut after = position.clone();
                after[i].1 -= t;
                if is_p(&after, &mut memo) {
                    winning.push((names[g], n, n - t));
                }
            }
        }
        let mut listed: Vec<(&str, u64, u64)> = answer
            .moves
            .unwrap()
            .iter()
            .map(|m| {
                let game = answer.components[m.component].game.as_str();
                let name = names.iter().find(|n| n.starts_with(game)).unwrap();
                (*name, m.from, m.parts.iter().sum::<u64>())
            })
            .collect();
        listed.sort();
        winning.sort();
        assert_eq!(listed, winning, "{expression:?}");
    }
}

/// Past the quotient, the definition answers sums of at most 40 tokens and
/// the canonical forms larger ones: sums of 0.76 above heap 11 (its quotient
/// stops there) against the game tree, and sums of nim-heaps too large for
/// Nim's quotient within the limit, by misère Nim's rule (tame).
#[test]
fn past_the_quotient_forms_then_the_definition() {
    let limits = Limits::default();
    let reference = TakeAndBreak::octal("0.76");
    let mut memo = HashMap::new();
    for heaps in [[13u64, 30], [20, 25], [12, 31]] {
        let expression = format!("octal{{0.76}}({}) + octal{{0.76}}({})", heaps[0], heaps[1]);
        let answer = MisereSumAnswer::new(&expression, &limits).unwrap();
        assert!(matches!(answer.through, Through::Forms(_)), "{expression}");
        assert_eq!(answer.reason.kind, "misere_forms");
        assert_eq!(answer.p, reference.is_p_misere(&heaps, &mut memo), "{expression}");
        for m in answer.moves.unwrap() {
            let mut after: Vec<u64> = heaps.to_vec();
            let i = after.iter().position(|&h| h == m.from).unwrap();
            after.remove(i);
            after.extend(&m.parts);
            assert!(
                reference.is_p_misere(&after, &mut memo),
                "{expression}: {} is not a winning move",
                m.from
            );
        }
    }
    let tame = MisereSumAnswer::new("nim(300) + nim(301) + nim(1)", &limits).unwrap();
    assert_eq!((tame.reason.kind, tame.p), ("misere_tame", true));
    let tame = MisereSumAnswer::new("nim(1) + nim(1) + nim(200)", &limits).unwrap();
    assert_eq!((tame.reason.kind, tame.p, tame.moves.unwrap().len()), ("misere_tame", false, 1));
    let searched = MisereSumAnswer::new("octal{0.76}(12) + octal{0.76}(13)", &limits).unwrap();
    assert!(matches!(searched.through, Through::Search));
    assert_eq!(searched.p, reference.is_p_misere(&[12, 13], &mut memo));
}

/// The game questions in misère play past 40 tokens go through the quotient:
/// `octal --misere status/moves` of two and three distinct heaps of 0.75,
/// Kayles and 0.53 (41 to 48 tokens) against the game tree, the outcome and
/// the number of winning moves; a heap of 10^30 of 0.75 (certified) answered.
#[test]
fn game_questions_in_misere_play_go_through_the_quotient() {
    use wythoff::game::Rule;
    use wythoff_answer::Question;
    use wythoff_answer::registry::{Game, GameSpec, RawParameter};
    let limits = Limits::default();
    let spec = |code: &str, heaps: &[u64]| {
        let game = Game::new("octal", vec![RawParameter::Name(code.into())], |p| p.key.into()).unwrap();
        GameSpec::new(game, Rule::Misere, heaps.iter().map(|&h| h.into()).collect(), &limits).unwrap()
    };
    for (code, heaps) in [
        ("0.75", vec![19u64, 22]),
        ("0.75", vec![7, 15, 20]),
        ("0.77", vec![18, 23]),
        ("0.77", vec![5, 16, 21]),
        ("0.53", vec![20, 24]),
    ] {
        let reference = TakeAndBreak::octal(code);
        let mut memo = HashMap::new();
        let analysis = spec(code, &heaps).analysis(Question::Moves, &limits).unwrap();
        assert_eq!(analysis.reason.kind, "take_break_misere_quotient", "{code} {heaps:?}");
        let p = reference.is_p_misere(&heaps, &mut memo);
        assert_eq!(analysis.outcome == wythoff::game::Outcome::P, p, "{code} {heaps:?}");
        let octal: wythoff::octal::OctalCode = code.parse().unwrap();
        let mut winning = 0;
        for (i, &h) in heaps.iter().enumerate() {
            octal.each_move(h, &mut |_, parts| {
                let mut to: Vec<u64> = heaps.clone();
                to.remove(i);
                to.extend_from_slice(parts);
                winning += usize::from(reference.is_p_misere(&to, &mut memo));
            });
        }
        assert_eq!(analysis.moves.unwrap().len(), winning, "{code} {heaps:?}");
    }
    let far = spec("0.75", &[30, 1_000_000_000_000]);
    let mut position = far.position.clone();
    position[1] = "1000000000000000000000000000000".parse().unwrap();
    let far = GameSpec::new(far.game.clone(), Rule::Misere, position, &limits).unwrap();
    let analysis = far.analysis(Question::Status, &limits).unwrap();
    assert_eq!(analysis.outcome, wythoff::game::Outcome::P);
}
