//! The values every picture draws, for every game of the registry: a
//! two-pile game's square of G(x, y) and a heap game's G(0), G(1), …, each
//! against the game's own answers position by position (and those are
//! checked against the slow solvers elsewhere).

use wythoff::game::Rule;
use wythoff_answer::drawn::{GrundySquare, HeapValues};
use wythoff_answer::registry::{Game, GameSpec, entries};
use wythoff_answer::{ErrorKind, Limits, Question};

/// Every example's game, once per set of parameters.
fn example_games() -> Vec<Game> {
    let mut games: Vec<Game> = Vec::new();
    for entry in entries() {
        for example in entry.examples {
            let game = crate::common::example_game(entry, example);
            if !games.contains(&game) {
                games.push(game);
            }
        }
    }
    games
}

fn analysed(game: &Game, position: Vec<u64>, limits: &Limits) -> (bool, Option<u64>) {
    let position = position.into_iter().map(Into::into).collect();
    let spec = GameSpec::new(game.clone(), Rule::Normal, position, limits).unwrap();
    let analysis = spec.analysis(Question::Status, limits).unwrap();
    (analysis.outcome == wythoff::Outcome::P, analysis.grundy.map(|g| u64::try_from(&g).unwrap()))
}

#[test]
fn every_two_pile_game_has_its_square_and_every_other_game_is_told_which_do() {
    let limits = Limits::default();
    let (mut squares, mut refused) = (0, 0);
    for game in example_games() {
        let side = 14;
        match GrundySquare::of(&game, side) {
            Ok(square) => {
                squares += 1;
                assert!(game.entry().on_board(), "{}", game.name());
                for x in 0..side {
                    for y in 0..side {
                        let g = square.values[x * side + y];
                        let (p, grundy) = analysed(&game, vec![x as u64, y as u64], &limits);
                        assert_eq!(g == 0, p, "{} ({x}, {y})", square.title);
                        if let Some(grundy) = grundy {
                            assert_eq!(u64::from(g), grundy, "{} ({x}, {y})", square.title);
                        }
                    }
                }
            }
            Err(e) => {
                refused += 1;
                assert!(!game.entry().on_board(), "{}: {}", game.name(), e.message);
                assert_eq!(e.kind, ErrorKind::Usage);
                assert!(e.message.contains("restricted"), "{}", e.message);
            }
        }
    }
    assert!(squares >= 4 && refused >= 8, "{squares} squares, {refused} refused");
}

#[test]
fn every_heap_game_has_its_values_and_period_and_every_other_game_is_told_which_do() {
    let limits = Limits::default();
    let (mut plotted, mut periods) = (0, 0);
    for game in example_games() {
        let count = 40u64;
        match HeapValues::of(&game, count, &limits) {
            Ok(values) => {
                plotted += 1;
                assert!(game.entry().heap_game(), "{}", game.name());
                assert_eq!(values.values.len() as u64, count);
                for n in 0..count {
                    let (p, grundy) = analysed(&game, vec![n], &limits);
                    assert_eq!(values.values[n as usize] == 0, p, "{} heap {n}", values.title);
                    assert_eq!(Some(values.values[n as usize]), grundy, "{} heap {n}", values.title);
                }
                if let Some((pre, period)) = values.period {
                    periods += 1;
                    for n in pre..count.saturating_sub(period) {
                        assert_eq!(values.values[n as usize], values.values[(n + period) as usize]);
                    }
                }
            }
            Err(e) => {
                assert!(!game.entry().heap_game(), "{}: {}", game.name(), e.message);
                assert!(e.message.contains("octal"), "{}", e.message);
            }
        }
    }
    assert!(plotted >= 6 && periods >= 2, "{plotted} plotted, {periods} with a period");
}

#[test]
fn sizes_outside_a_picture_are_named() {
    let limits = Limits::default();
    let nim = Game::new("nim", Vec::new(), |p| p.key.to_string()).unwrap();
    let e = HeapValues::of(&nim, 0, &limits).unwrap_err();
    assert_eq!((e.kind, e.message.starts_with("size:")), (ErrorKind::Input, true), "{}", e.message);
    let e = HeapValues::of(&nim, 5000, &limits).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Limit, "{}", e.message);
    let wythoff = Game::new("wythoff", Vec::new(), |p| p.key.to_string()).unwrap();
    assert_eq!(GrundySquare::of(&wythoff, 0).unwrap_err().kind, ErrorKind::Input);
    assert_eq!(GrundySquare::of(&wythoff, 257).unwrap_err().kind, ErrorKind::Limit);
}

#[test]
fn a_heap_tables_lookups_are_the_games_answers_past_the_table_where_a_period_is_proven() {
    use wythoff_answer::drawn::HeapTable;
    let limits = Limits::default();
    let mut past = 0;
    for game in example_games().into_iter().filter(|g| g.entry().heap_game()) {
        let table = HeapTable::of(&game, 64, &limits).unwrap();
        for (i, heaps) in
            [[1u64, 2, 3], [5, 9, 12], [63, 64, 65], [100, 7, 200], [1000, 1001, 3]].iter().enumerate()
        {
            let Some(p) = table.is_p(heaps) else { continue };
            past += usize::from(i >= 2);
            let multi = game.entry().shape.name(1) != "position[1]";
            let positions: Vec<Vec<u64>> = heaps.iter().map(|&h| vec![h]).collect();
            if multi {
                assert_eq!(analysed(&game, heaps.to_vec(), &limits).0, p, "{} {heaps:?}", game.name());
            }
            for position in positions {
                let (p1, g) = analysed(&game, position.clone(), &limits);
                assert_eq!(g, table.value(position[0]), "{} {position:?}", game.name());
                assert_eq!(p1, g == Some(0));
            }
        }
    }
    assert!(past >= 4, "{past} lookups past the table");
}
