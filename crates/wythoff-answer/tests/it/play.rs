//! Whole games for every playable game: a random opponent against the
//! computer. Every move either side makes is legal by the game's own check,
//! the perfect computer always answers an N-position with a P-position, the
//! game ends, and the winner is the one the rule names.

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;
use wythoff::Natural;
use wythoff::bash::Bash;
use wythoff::fibonacci_game::{FibonacciGame, Position as FibPosition};
use wythoff::game::{Outcome, Rule};
use wythoff::generalized_wythoff::Generalized;
use wythoff::multipile_wythoff::{MultiPile, MultiRule};
use wythoff::nim::Nim;
use wythoff::restricted_wythoff::Restricted;
use wythoff::subtraction::{SubtractionGame, SubtractionSet};
use wythoff::wythoff::Wythoff;
use wythoff_answer::play::{Level, Playable, Player, Session};

fn n(x: u64) -> Natural {
    Natural::from(x)
}

fn games<G: Playable + Clone>(name: &str, game: G, start: G::Position) {
    for seed in 0..40u64 {
        let level = if seed % 4 == 3 { Level::Casual } else { Level::Perfect };
        let mut session = Session::new(game.clone(), start.clone(), level, seed);
        let mut opponent = ChaCha8Rng::seed_from_u64(seed + 1000);
        let mut turns = 0;
        while session.can_move() {
            // The opponent: a random legal move, checked by the game.
            let from = session.position().clone();
            let to = game.random(&from, &mut opponent);
            let text = game
                .check(&from, &to)
                .unwrap_or_else(|e| panic!("{name}: random move {from:?} → {to:?}: {e}"));
            session.play(to.clone()).unwrap_or_else(|e| panic!("{name}: {text}: {e}"));
            if !session.can_move() {
                break;
            }
            let n_before = game.outcome(&to) == Outcome::N;
            let reply = session.computer_move().expect("a move is possible");
            game.check(&reply.from, &reply.to)
                .unwrap_or_else(|e| panic!("{name}: the computer's {}: {e}", reply.text));
            if level == Level::Perfect && n_before {
                assert_eq!(game.outcome(&reply.to), Outcome::P, "{name}: {}", reply.text);
            }
            turns += 1;
            assert!(turns < 10_000, "{name}: the game does not end");
        }
        let last = if session.moves_made() % 2 == 1 { Player::Human } else { Player::Computer };
        let winner = session.winner().expect("the game is over");
        let expected = match (game.rule(), last) {
            (Rule::Normal, who) => who,
            (Rule::Misere, Player::Human) => Player::Computer,
            (Rule::Misere, Player::Computer) => Player::Human,
            (_, other) => unreachable!("a session is the human against the computer, not {other:?}"),
        };
        assert_eq!(winner, expected, "{name} seed {seed}");
    }
}

#[test]
fn every_game_plays_to_the_end() {
    for rule in [Rule::Normal, Rule::Misere] {
        games("wythoff", Wythoff { rule }, [n(37), n(52)]);
        games("generalized", Generalized::new(n(3), rule).unwrap(), [n(40), n(29)]);
        games("restricted", Restricted::new(n(4), rule).unwrap(), [n(33), n(41)]);
        games("nim", Nim { rule }, vec![n(7), n(12), n(5), n(9)]);
        games("bash", Bash { max_take: n(5), rule }, n(77));
        let set = SubtractionSet::new(vec![2, 5, 6]).unwrap();
        let game = SubtractionGame::for_heap(&set, rule, 1 << 16, &n(80)).unwrap();
        games("subtraction", game, n(80));
    }
    games("fibonacci", FibonacciGame, FibPosition::start(n(100)));
    for multi in [MultiRule::OneOrAll, MultiRule::OneOrAny] {
        for rule in [Rule::Normal, Rule::Misere] {
            let game = MultiPile::solve(multi, rule, &[9, 12, 14]).unwrap();
            games("multipile", game, vec![n(9), n(12), n(14)]);
        }
    }
}

#[test]
fn a_perfect_computer_wins_from_p_positions_moving_second() {
    // The human moves first from a P-position and plays at random; the perfect
    // computer must win every time.
    for seed in 0..30 {
        let mut session = Session::new(Wythoff { rule: Rule::Normal }, [n(21), n(34)], Level::Perfect, seed);
        let mut opponent = ChaCha8Rng::seed_from_u64(seed);
        while session.can_move() {
            let to = Wythoff { rule: Rule::Normal }.random(session.position(), &mut opponent);
            session.play(to).unwrap();
            session.computer_move();
        }
        assert_eq!(session.winner(), Some(Player::Computer), "seed {seed}");
    }
}

/// Every game of the registry, from each of its examples small enough to play
/// out, through the registry as every front end plays it ([`Turns`]): the
/// random opponent's moves are legal by the game's own check, the perfect
/// computer answers an N-position with a P-position, the game ends, and the
/// winner is the one the rule names.
#[test]
fn every_registry_game_plays_to_the_end_through_the_registry() {
    use wythoff_answer::Limits;
    use wythoff_answer::play::Turns;
    use wythoff_answer::registry::{GameSpec, entries};
    let limits = Limits::default();
    let mut played = 0;
    for entry in entries() {
        let rules: &[Rule] = if entry.misere { &[Rule::Normal, Rule::Misere] } else { &[Rule::Normal] };
        for example in entry.examples.iter().filter(|x| x.position.iter().all(|p| p.len() <= 3)) {
            for &rule in rules {
                let game = crate::common::example_game(entry, example);
                let position = example.position.iter().map(|p| p.parse().unwrap()).collect();
                let spec = GameSpec::new(game, rule, position, &limits).unwrap();
                for seed in 0..8u64 {
                    let level = if seed % 4 == 3 { Level::Casual } else { Level::Perfect };
                    let mut session: Box<dyn Turns> = spec.build(&limits).unwrap().session(level, seed);
                    let mut opponent = ChaCha8Rng::seed_from_u64(seed + 1000);
                    let name = format!("{} {:?} {rule:?} seed {seed}", entry.name, example.position);
                    while session.can_move() {
                        session.random_move(&mut opponent).unwrap_or_else(|e| panic!("{name}: {e}"));
                        if !session.can_move() {
                            break;
                        }
                        let n_before = session.outcome() == Outcome::N;
                        session.computer_move().expect("a move is possible");
                        if level == Level::Perfect && n_before {
                            assert_eq!(session.outcome(), Outcome::P, "{name}");
                        }
                        assert!(session.moves_made() < 10_000, "{name}: the game does not end");
                    }
                    if session.moves_made() == 0 {
                        continue;
                    }
                    let last = if session.moves_made() % 2 == 1 { Player::Human } else { Player::Computer };
                    let expected = match (rule, last) {
                        (Rule::Normal, who) => who,
                        (Rule::Misere, Player::Human) => Player::Computer,
                        (Rule::Misere, Player::Computer) => Player::Human,
                        (_, other) => {
                            unreachable!("a session is the human against the computer, not {other:?}")
                        }
                    };
                    assert_eq!(session.winner(), Some(expected), "{name}");
                    played += 1;
                }
            }
        }
    }
    assert!(played >= 200, "{played} games");
}

#[test]
fn every_ending_names_the_winner_and_why_in_the_players_names() {
    use wythoff_answer::play::Ending;
    // The two pairs who play, each with the other's name, written out here.
    let pairs = [
        (Player::Human, "you", Player::Computer, "the computer"),
        (Player::Computer, "the computer", Player::Human, "you"),
        (Player::First, "player 1", Player::Second, "player 2"),
        (Player::Second, "player 2", Player::First, "player 1"),
    ];
    for (last, name, other, other_name) in pairs {
        let wins = |who: &str| if who == "you" { "you win".to_string() } else { format!("{who} wins") };
        // Normal play: whoever took the last object wins.
        let end = Ending::after(Rule::Normal, last);
        assert_eq!(end.winner, last);
        assert_eq!(end.text, format!("{} by taking the last object", wins(name)));
        // Misère play: whoever had to take it loses.
        let end = Ending::after(Rule::Misere, last);
        assert_eq!(end.winner, other);
        assert_eq!(end.text, format!("{}, as {name} had to take the last object", wins(other_name)));
        // No move from the start: the player to move loses in normal play, wins in misère.
        let stuck = Ending::stuck(Rule::Normal, last);
        assert_eq!(stuck.winner, other);
        assert!(stuck.text.starts_with(&format!("{name} cannot move, so ")), "{}", stuck.text);
        assert!(stuck.text.ends_with(" in normal play") && stuck.text.contains(" lose"), "{}", stuck.text);
        let stuck = Ending::stuck(Rule::Misere, last);
        assert_eq!(stuck.winner, last);
        assert!(stuck.text.ends_with(" in misère play") && stuck.text.contains(" win"), "{}", stuck.text);
        assert_eq!(Player::from_key(last.key(), "by").unwrap(), last);
        assert!(!end.text.contains(':'), "one sentence, no colon, to sit after one: {}", end.text);
    }
}

/// Where a game lists its moves ([`Solved::options`]), the list is exactly the
/// positions its own check allows, each once: every position of a box below
/// the position tested, for every game of the registry from small positions
/// (splits too: every way to leave one or two heaps in a heap's place).
#[test]
fn every_games_listed_options_are_the_positions_its_check_allows() {
    use std::collections::BTreeSet;
    use wythoff::Natural;
    use wythoff_answer::Limits;
    use wythoff_answer::registry::{GameSpec, entries};
    let limits = Limits::default();
    let mut listed = 0;
    for entry in entries() {
        for example in entry.examples {
            let game = crate::common::example_game(entry, example);
            let count = example.position.len();
            let positions: Vec<Vec<u64>> = match count {
                1 => (0..14).map(|n| vec![n]).collect(),
                2 => (0..9).flat_map(|x| (0..9).map(move |y| vec![x, y])).collect(),
                _ => vec![vec![3, 5, 6], vec![0, 4, 7], vec![2, 2, 2]],
            };
            for position in positions {
                let at: Vec<Natural> = position.iter().map(|&n| n.into()).collect();
                let Ok(spec) = GameSpec::new(game.clone(), Rule::Normal, at, &limits) else { continue };
                let solved = spec.build(&limits).unwrap();
                let Some(options) = solved.options() else { continue };
                listed += 1;
                let set: BTreeSet<Vec<Natural>> = options.iter().cloned().collect();
                assert_eq!(set.len(), options.len(), "{} {position:?}: an option listed twice", entry.name);
                assert!(solved.legal(&options).iter().all(|&ok| ok), "{} {position:?}", entry.name);
                // Every position the check allows is listed: the box below, and
                // for splits every way to leave one or two heaps.
                let candidates = crate::common::named_from(&position, &position, entry.splits);
                for (to, ok) in candidates.iter().zip(solved.legal(&candidates)) {
                    assert_eq!(ok, set.contains(to), "{} {position:?} → {to:?}", entry.name);
                }
            }
        }
    }
    assert!(listed > 500, "{listed}");
}
