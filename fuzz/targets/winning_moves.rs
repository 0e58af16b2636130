// Winning moves really win: from positions the fuzzer chooses (up to 256 bits a
// pile), in Wythoff's game, a-Wythoff and restricted Wythoff, normal and
// misère, every winning move leads to a P-position, and a position other than
// (0, 0) is P exactly when it has none.
//
// The body of the fuzz target `winning_moves`: the fuzz binary (fuzz/fuzz_targets/) and
// the ordinary test that replays fuzz/regressions/ both include this file.
use wythoff::game::{after, ImpartialGame, Outcome, Rule};
use wythoff::generalized_wythoff::Generalized;
use wythoff::restricted_wythoff::Restricted;
use wythoff::wythoff::Wythoff;
use wythoff::Natural;

fn check<G: ImpartialGame<Position = [Natural; 2]>>(game: &G, position: [Natural; 2]) {
    let moves = game.winning_moves(&position);
    // (At (0, 0) no move is possible: no winning move, and in misère play an
    // N-position; the first version of this target forgot it.)
    let terminal = position.iter().all(|p| *p == Natural::ZERO);
    assert_eq!(moves.is_empty(), terminal || game.outcome(&position) == Outcome::P, "{position:?}");
    for m in &moves {
        let to: [Natural; 2] = after(&position, m).try_into().unwrap();
        assert_eq!(game.outcome(&to), Outcome::P, "{position:?} → {to:?}");
    }
}

/// One input, as libFuzzer gives it: returns normally, or panics on a finding.
pub fn run(data: &[u8]) {
    if data.len() < 3 {
        return;
    }
    let rule = if data[0] & 1 == 0 { Rule::Normal } else { Rule::Misere };
    let param = Natural::from(data[0] as u32 / 2 + 1);
    let half = (data.len() - 1) / 2;
    let x = Natural::from_le_bytes(&data[1..1 + half.min(32)]);
    let y = Natural::from_le_bytes(&data[1 + half..(1 + half + 32).min(data.len())]);
    check(&Wythoff { rule }, [x.clone(), y.clone()]);
    check(&Generalized::new(param.clone(), rule).unwrap(), [x.clone(), y.clone()]);
    check(&Restricted::new(param, rule).unwrap(), [x, y]);
}
