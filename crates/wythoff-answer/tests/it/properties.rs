//! The answer model says what the games say: for positions of any size, the
//! analysis lists exactly the game's winning moves, each leading (through its
//! changes) to the position the game's move names, a P-position; the text and the
//! JSON list the same moves.
use proptest::prelude::*;
use wythoff::Natural;
use wythoff::fibonacci_game::{FibonacciGame, Position};
use wythoff::game::{ImpartialGame, Outcome, Rule, after};
use wythoff::nim::Nim;
use wythoff::wythoff::Wythoff;
use wythoff_answer::{Analysis, Answer, Question, analyse};

fn big() -> impl Strategy<Value = Natural> {
    prop::collection::vec(any::<u64>(), 1..4)
        .prop_map(|w| w.iter().fold(Natural::ZERO, |n, &x| (n << 64) + x))
}

fn rule() -> impl Strategy<Value = Rule> {
    prop_oneof![Just(Rule::Normal), Just(Rule::Misere)]
}

/// The analysis agrees with the game on `position`.
fn agrees<G: ImpartialGame>(game: &G, position: &G::Position) -> Result<(), TestCaseError>
where
    G::Position: From<Vec<Natural>>,
{
    let a: Analysis = analyse(game, position, Question::Moves);
    let moves = game.winning_moves(position);
    let listed = a.moves.as_ref().unwrap();
    prop_assert_eq!(listed.len(), moves.len());
    prop_assert_eq!(a.outcome, game.outcome(position));
    prop_assert_eq!(listed.is_empty(), a.outcome == Outcome::P);
    let coordinates = game.coordinates(position).into_owned();
    prop_assert_eq!(&a.position, &coordinates);
    for (answer, m) in listed.iter().zip(&moves) {
        let to = a.after(answer);
        prop_assert_eq!(&to, &after(&coordinates, m));
        prop_assert_eq!(game.outcome(&G::Position::from(to)), Outcome::P);
        prop_assert_eq!(&answer.text(), &m.to_string());
    }
    let json = serde_json::to_value(&a).unwrap();
    prop_assert_eq!(json["moves"].as_array().unwrap().len(), moves.len());
    let text_moves = a.text().lines().count() - 2;
    prop_assert_eq!(text_moves, moves.len());
    Ok(())
}

proptest! {
    #[test]
    fn wythoff(a in big(), b in big(), rule in rule()) {
        let game = Wythoff { rule };
        let analysis = analyse(&game, &[a.clone(), b.clone()], Question::Moves);
        for m in analysis.moves.as_ref().unwrap() {
            let to = analysis.after(m);
            prop_assert_eq!(game.outcome(&[to[0].clone(), to[1].clone()]), Outcome::P);
        }
        prop_assert_eq!(analysis.moves.unwrap().is_empty(), analysis.outcome == Outcome::P);
    }

    #[test]
    fn nim(heaps in prop::collection::vec(big(), 1..8), rule in rule()) {
        agrees(&Nim { rule }, &heaps)?;
    }

    #[test]
    fn fibonacci(n in big(), t in big()) {
        let game = FibonacciGame;
        let position = Position { n, max_take: t };
        let a = analyse(&game, &position, Question::Moves);
        for m in a.moves.as_ref().unwrap() {
            let to = a.after(m);
            let next = Position { n: to[0].clone(), max_take: to[1].clone() };
            prop_assert_eq!(game.outcome(&next), Outcome::P);
        }
    }
}

/// a-Wythoff's pair: the P-position named holds n and is the one nth gives for
/// its index, for every n below 300, every a ≤ 6 and both rules.
#[test]
fn generalized_pairs_are_the_positions_that_hold_n() {
    use wythoff::generalized_wythoff::Generalized;
    use wythoff_answer::listing::Pair;
    for a in 1..=6u8 {
        for rule in [Rule::Normal, Rule::Misere] {
            let game = Generalized::new(a.into(), rule).unwrap();
            for n in 0..300u32 {
                let pair = Pair::generalized(&game, n.into());
                let (x, y) = game.p_position(&pair.k);
                assert_eq!(pair.position, [x.clone(), y.clone()], "a = {a}, {rule:?}, n = {n}");
                assert!(x == Natural::from(n) || y == Natural::from(n), "a = {a}, {rule:?}, n = {n}");
                assert!(game.is_p(&x, &y));
            }
        }
    }
}
