//! Nim, misère Nim, subtraction and Bash games and the Fibonacci game against the
//! game-tree solver that knows only their rules.
use wythoff::Natural;
use wythoff::bash::Bash;
use wythoff::fibonacci_game::{self, FibonacciGame};
use wythoff::game::{ImpartialGame, Outcome, Rule};
use wythoff::nim::Nim;
use wythoff::subtraction::{
    Sequence, SubtractionGame, SubtractionSet, grundy_values, grundy_values_bitset, grundy_values_direct,
    misere_values,
};
use wythoff_reference::{self as reference, solve};

fn u(n: &Natural) -> u64 {
    u64::try_from(n).unwrap()
}

fn p_of(table: &reference::Table, p: &[u64], rule: Rule) -> bool {
    match rule {
        Rule::Normal => table.is_p(p),
        Rule::Misere => table.misere_is_p(p),
    }
}

#[test]
fn nim_and_misere_nim_up_to_four_heaps_below_8() {
    for heaps in 1..=4usize {
        let table = solve(&reference::Nim, &vec![8; heaps]);
        for index in 0..8usize.pow(heaps as u32) {
            let p: Vec<u64> = (0..heaps).map(|i| (index / 8usize.pow(i as u32) % 8) as u64).collect();
            let position: Vec<Natural> = p.iter().map(|&h| h.into()).collect();
            for rule in [Rule::Normal, Rule::Misere] {
                let game = Nim { rule };
                let slow_p = p_of(&table, &p, rule);
                assert_eq!(game.outcome(&position) == Outcome::P, slow_p, "{rule} {p:?}");
                let mut fast: Vec<Vec<u64>> = game
                    .winning_moves(&position)
                    .iter()
                    .map(|m| {
                        assert_eq!(position[m.heap], m.from);
                        let mut q = p.clone();
                        q[m.heap] = u(&m.to);
                        q
                    })
                    .collect();
                let mut slow = reference::winning_moves(&reference::Nim, &table, &p, rule == Rule::Misere);
                fast.sort();
                slow.sort();
                assert_eq!(fast, slow, "{rule} {p:?}");
            }
        }
        // Grundy value of Nim is the nim-sum: a check that the table is right.
        assert_eq!(table.grundy(&vec![5; heaps]), if heaps % 2 == 1 { 5 } else { 0 });
    }
}

/// A small deterministic generator for the random sets.
fn xorshift(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

#[test]
fn subtraction_games_200_random_sets_normal_and_misere() {
    const N: u64 = 2000;
    let mut seed = 0x9E37_79B9_7F4A_7C15u64;
    for round in 0..200 {
        let max = 1 + xorshift(&mut seed) % 12;
        let mut set: Vec<u64> = (1..=max).filter(|_| xorshift(&mut seed).is_multiple_of(3)).collect();
        set.push(max);
        let s = SubtractionSet::new(set.clone()).unwrap();
        let table = solve(&reference::Subtraction(s.elements().to_vec()), &[N]);
        let grundy = grundy_values(&s, N as usize);
        assert_eq!(grundy, grundy_values_direct(&s, N as usize), "{s}");
        assert_eq!(grundy, grundy_values_bitset(&s, N as usize), "{s}");
        let misere = misere_values(&s, N as usize);
        for n in 0..N {
            assert_eq!(misere[n as usize] == 0, table.misere_is_p(&[n]), "{s} misère n = {n}");
        }
        for rule in [Rule::Normal, Rule::Misere] {
            let game = SubtractionGame::new(&s, rule, 1 << 22).unwrap();
            let seq = &game.sequence;
            // The declared period holds on everything the tree solver computed.
            let period = seq.period.expect("certified");
            let (pre, per) = (period.preperiod, period.period);
            for n in pre..N - per {
                assert_eq!(
                    p_of(&table, &[n], rule),
                    p_of(&table, &[n + per], rule),
                    "{rule} {s}: period {per} from {pre}"
                );
                if rule == Rule::Normal {
                    assert_eq!(table.grundy(&[n]), table.grundy(&[n + per]));
                }
            }
            // And it is the least: no proper divisor of the period works from the preperiod on.
            for d in (1..per).filter(|d| per % d == 0) {
                assert!(
                    (pre..N - d).any(|n| seq.value(&n.into()) != seq.value(&(n + d).into())),
                    "{s}: {d} | {per}"
                );
            }
            if pre > 0 && pre + per < N {
                assert_ne!(
                    seq.value(&(pre - 1).into()),
                    seq.value(&(pre - 1 + per).into()),
                    "{s}: preperiod"
                );
            }
            for n in 0..N {
                if rule == Rule::Normal {
                    assert_eq!(u32::from(game.value(&n.into())), table.grundy(&[n]), "{s} G({n})");
                    assert_eq!(grundy[n as usize] as u32, table.grundy(&[n]));
                }
                assert_eq!(
                    game.outcome(&n.into()) == Outcome::P,
                    p_of(&table, &[n], rule),
                    "{rule} {s} n = {n}"
                );
                let fast: Vec<u64> = game.winning_moves(&n.into()).iter().map(|m| u(&m.to)).collect();
                let slow: Vec<u64> = reference::winning_moves(
                    &reference::Subtraction(s.elements().to_vec()),
                    &table,
                    &[n],
                    rule == Rule::Misere,
                )
                .into_iter()
                .map(|v| v[0])
                .collect();
                assert_eq!(fast, slow, "{rule} {s} n = {n}");
            }
        }
        let _ = round;
    }
}

#[test]
fn bash_games_against_the_tree() {
    for m in 1..=12u64 {
        let rules = reference::Subtraction((1..=m).collect());
        let table = solve(&rules, &[500]);
        for rule in [Rule::Normal, Rule::Misere] {
            let game = Bash { max_take: m.into(), rule };
            for n in 0..500u64 {
                assert_eq!(
                    game.outcome(&n.into()) == Outcome::P,
                    p_of(&table, &[n], rule),
                    "m = {m} {rule} n = {n}"
                );
                let fast: Vec<u64> = game.winning_moves(&n.into()).iter().map(|m| u(&m.to)).collect();
                let slow: Vec<u64> = reference::winning_moves(&rules, &table, &[n], rule == Rule::Misere)
                    .into_iter()
                    .map(|v| v[0])
                    .collect();
                assert_eq!(fast, slow, "m = {m} {rule} n = {n}");
            }
        }
    }
}

#[test]
fn fibonacci_game_every_position_up_to_300() {
    const N: u64 = 301;
    let table = solve(&reference::FibonacciGame, &[N, N]);
    for n in 0..N {
        for t in 0..N {
            let position = fibonacci_game::Position { n: n.into(), max_take: t.into() };
            let slow_p = table.is_p(&[n, t.min(n)]);
            assert_eq!(FibonacciGame.outcome(&position) == Outcome::P, slow_p, "({n}, {t})");
            let fast: Vec<(u64, u64)> = FibonacciGame
                .winning_moves(&position)
                .iter()
                .map(|m| (u(&m.to.n), u(&m.to.max_take)))
                .collect();
            let mut slow: Vec<(u64, u64)> =
                reference::winning_moves(&reference::FibonacciGame, &table, &[n, t.min(n)], false)
                    .into_iter()
                    .map(|v| (v[0], v[1]))
                    .collect();
            // The fast list is by increasing take, i.e. decreasing heap left.
            slow.sort_by_key(|m| std::cmp::Reverse(m.0));
            assert_eq!(fast, slow, "({n}, {t})");
        }
    }
}

#[test]
fn the_seed_exercise_take_1_3_7_8_last_taker_loses() {
    let s = SubtractionSet::new(vec![1, 3, 7, 8]).unwrap();
    let seq = Sequence::compute(&s, Rule::Misere, 1 << 20).unwrap();
    // The player to move loses exactly on odd heaps... checked against the tree:
    let table = solve(&reference::Subtraction(vec![1, 3, 7, 8]), &[200]);
    for n in 0..200u64 {
        assert_eq!(seq.value(&n.into()) == 0, table.misere_is_p(&[n]), "n = {n}");
    }
    // Losing heaps 1, 3, 5, 7 mod 15 (worked out by hand up to 16 as well).
    let period = seq.period.unwrap();
    assert_eq!((period.preperiod, period.period), (0, 15));
    let losing: Vec<u64> = (0..40).filter(|&n| seq.value(&n.into()) == 0).collect();
    assert_eq!(losing, [1, 3, 5, 7, 16, 18, 20, 22, 31, 33, 35, 37]);
    let big: Natural = format!("1{}", "0".repeat(300)).parse().unwrap();
    assert_eq!(seq.value(&big), 1, "10^300 ≡ 10 (mod 15): the player to move wins");
    assert_eq!(seq.value(&(&big + 6u8)), 0, "10^300 + 6 ≡ 1 (mod 15)");
    let game = SubtractionGame { sequence: seq };
    let takes: Vec<u64> = game.winning_moves(&(&big + 2u8)).iter().map(|m| u(&m.take)).collect();
    // From ≡ 12 the moves reach ≡ 11, 9, 5, 4, and only 5 is losing.
    assert_eq!(takes, [7]);
}
