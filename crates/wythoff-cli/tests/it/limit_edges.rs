//! `scripts/limit_edges.sh` (run by `.ci/run`) tries every documented limit at
//! its edge. Its inputs are written as numbers; this test checks that each
//! pair sits on the two sides of the limit in force, `Limits::default()`, so
//! that a changed limit cannot leave the script testing nothing.
use wythoff::multipile_wythoff::{MultiPile, MultiRule};
use wythoff::wythoff_grundy::{value_steps, window_steps};
use wythoff_answer::Limits;

fn script() -> &'static str {
    include_str!("../../../../scripts/limit_edges.sh")
}

/// Does the script run `wythoff` with exactly these arguments (as written)?
fn runs(expect: &str, args: &str) -> bool {
    script().lines().any(|l| l.starts_with("run ") && l.contains(&format!(" {expect} {args}")))
}

#[test]
fn the_edges_sit_on_both_sides_of_each_limit() {
    let limits = Limits::default();
    let s = script();
    // Numbers the script writes out.
    assert!(
        s.contains(&format!("digits {}", limits.max_digits))
            && s.contains(&format!("digits {}", limits.max_digits + 1))
    );
    assert!(
        s.contains(&format!("nim_heaps {}", limits.max_heaps))
            && s.contains(&format!("nim_heaps {}", limits.max_heaps + 1))
    );
    assert!(
        s.contains(&format!("components {}", limits.max_heaps))
            && s.contains(&format!("components {}", limits.max_heaps + 1))
    );
    assert!(runs("stream", &format!("positions --count {}", limits.max_items)));
    assert!(runs("refuse", &format!("positions --count {}", limits.max_items + 1)));
    assert!(runs("answer", &format!("subtraction --set 1,3,4 period --limit {}", limits.max_search_limit)));
    assert!(runs(
        "refuse",
        &format!("subtraction --set 1,3,4 period --limit {}", limits.max_search_limit + 1)
    ));
    assert!(s.contains(&format!("digits {}", limits.fibonacci_moves_digits)));
    assert!(s.contains(&format!("digits {}", limits.fibonacci_moves_digits + 1)));
    // Rows: the atlas answers what it holds at once, the limit what is proven here.
    let atlas = wythoff_answer::atlas::RowAtlas::embedded().map_or(0, |a| a.max_row);
    let rows = limits.grundy_rows.max(atlas);
    assert!(runs("answer", &format!("grundy rows --max-row {rows}")));
    assert!(runs("refuse", &format!("grundy rows --max-row {}", rows + 1)));
    assert!(runs("stream", &format!("grundy table {} ", limits.grundy_table)));
    assert!(runs("refuse", &format!("grundy table {} ", limits.grundy_table + 1)));
    assert!(runs("answer", &format!("sum \"fibonacci({}) + nim(1)\"", limits.fibonacci_grundy_heap)));
    assert!(runs("refuse", &format!("sum \"fibonacci({}) + nim(1)\"", limits.fibonacci_grundy_heap + 1)));
    assert!(runs("answer", &format!("grundy {} \"@", limits.grundy_period_rows)));
    // Computed edges: direct Grundy steps, through the table and the windows.
    let steps = u128::from(limits.grundy_direct_steps);
    assert!(runs("answer", "grundy 7600 32767") && value_steps(7600, 32767) <= steps);
    assert!(runs("refuse", "grundy 7700 32767") && value_steps(7700, 32767) > steps);
    assert!(runs("answer", "grundy 101 3260000") && window_steps(101, 3_260_000) <= steps);
    assert!(runs("refuse", "grundy 101 3270000") && window_steps(101, 3_270_000) > steps);
    // The row walk: the n-th 1-value needs about 1.618 (n + 1) rows, 4 steps each.
    let walk = |n: u64| wythoff::wythoff_grundy::strips::walk_steps((n + 1) * 1618 / 1000, 1);
    assert!(runs("answer", "grundy positions --value 1 --nth 154500000"));
    assert!(walk(154_500_000) <= u128::from(limits.grundy_walk_steps));
    assert!(runs("refuse", "grundy positions --value 1 --nth 154600000"));
    assert!(walk(154_600_000) > u128::from(limits.grundy_walk_steps));
    // The engine: memory, steps and positions.
    let cost = |multi, side: u64, piles: usize| MultiPile::cost(multi, &vec![side; piles]).unwrap();
    assert!(runs("answer", &format!("multipile --rule one-or-any status{}", " 2".repeat(10))));
    assert!(cost(MultiRule::OneOrAny, 3, 10).bytes <= limits.engine_bytes);
    assert!(runs("refuse", &format!("multipile --rule one-or-any status{}", " 2".repeat(11))));
    assert!(cost(MultiRule::OneOrAny, 3, 11).bytes > limits.engine_bytes);
    assert!(runs("answer", "multipile --rule one-or-any status 423 423 423"));
    assert!(cost(MultiRule::OneOrAny, 424, 3).visits <= limits.engine_visits);
    assert!(runs("refuse", "multipile --rule one-or-any status 424 424 424"));
    assert!(cost(MultiRule::OneOrAny, 425, 3).visits > limits.engine_visits);
    assert!(runs("refuse", "multipile --rule one-or-all status 16384 16384"));
    assert!(16385u64 * 16385 > limits.engine_cells);
    // Take-and-break games: the values asked for, the steps, the heaps whose
    // moves are listed, misère play's tokens.
    let most = limits.max_take_break_values;
    assert!(runs("answer", &format!("octal --code 0.16 period --limit {most}")));
    assert!(runs("refuse", &format!("octal --code 0.16 period --limit {}", most + 1)));
    let values = limits.take_break_values;
    assert!(runs("answer", &format!("grundys-game status {}", values - 1)));
    assert!(runs("refuse", &format!("grundys-game status {values}")));
    // 0.76 has no sparse space: the step limit, not --limit, ends its search
    // (its sparse round to 2^16 values alone takes 2.7·10^10 steps,
    // bench/RESULTS.md), within the script's deadline.
    assert!(limits.take_break_work < 27_000_000_000);
    assert!(runs("answer", &format!("octal --code 0.76 period --limit {most}")));
    let heap = limits.take_break_moves_heap;
    assert!(runs("answer", &format!("lasker-nim moves {heap}")));
    assert!(runs("refuse", &format!("lasker-nim moves {}", heap + 1)));
    let file = limits.take_break_file_values;
    assert!(runs("stream", &format!("grundys-game sequence {file} --out")));
    assert!(runs("refuse", &format!("grundys-game sequence {} --out", file + 1)));
    // Past 40 tokens a misère position is answered through the quotient where
    // it reaches every heap (Kayles's does); 0.76's stops at heap 11, so its
    // edge is the search's.
    let tokens = wythoff::take_and_break::MISERE_TOKENS;
    assert!(runs("answer", &format!("octal --code 0.76 --misere moves {tokens}")));
    assert!(runs("refuse", &format!("octal --code 0.76 --misere moves {}", tokens + 1)));
    assert_eq!(limits.misere_steps, 1 << 26, "Kayles's edge moves with the limit");
    assert!(runs("answer", "octal --code 0.77 genus 55"));
    // (A budget spent during the work: refused once 2^26 steps are spent,
    // about 1.5 s here, 3 s on a slower machine.)
    assert!(runs("spent", "octal --code 0.77 genus 56"));
    // The misère memory budget at 0.16's heap 17, where its largest working
    // set needs exactly 147,256 bytes.
    let code: wythoff::octal::OctalCode = "0.16".parse().unwrap();
    let q = wythoff::misere::Quotient::compute(&code, 16, 1 << 30).unwrap();
    assert!(q.grow_bounded(&code, &mut (1 << 30), 147_256).is_ok());
    assert!(matches!(
        q.grow_bounded(&code, &mut (1 << 30), 147_255),
        Err(wythoff::misere::NotFound::Memory { heap: 17, .. })
    ));
    assert!(runs("answer", "--misere-memory 147256 octal --code 0.16 quotient 17"));
    assert!(runs("refuse", "--misere-memory 147255 octal --code 0.16 quotient 17"));
}

#[test]
fn the_servers_edges_sit_on_both_sides_of_its_limits() {
    let limits = wythoff_web::web_limits(&wythoff_web::Config::default());
    let s = script();
    let asks = |expect: &str, path: &str| {
        s.lines().any(|l| l.starts_with("ask ") && l.contains(&format!(" {expect} \"{path}")))
    };
    let steps = u128::from(limits.grundy_direct_steps);
    assert!(asks("200", "/api/wythoff/grundy?a=1900&b=32767") && value_steps(1900, 32767) <= steps);
    assert!(asks("400", "/api/wythoff/grundy?a=2000&b=32767") && value_steps(2000, 32767) > steps);
    assert!(asks("200", &format!("/api/wythoff/positions?count={}", limits.max_items)));
    assert!(asks("400", &format!("/api/wythoff/positions?count={}", limits.max_items + 1)));
    // The web's step limit stops the search of 0.66666666 (eight digits
    // that split, no good sparse space) before the values limit does, and of
    // 0.76 and 0.6666 only after it.
    let search = |code: &str| {
        let code: wythoff::octal::OctalCode = code.parse().unwrap();
        let mut work = wythoff::octal::Work::new(limits.take_break_work);
        let (values, found) = wythoff::octal::search(&code, limits.take_break_values, &mut work);
        (values.len(), found.is_some(), work.spent())
    };
    let (computed, found, spent) = search("0.66666666");
    assert!(computed < limits.take_break_values && !found && spent, "{computed}");
    assert!(asks("200", &format!("/api/octal/status?code=0.66666666&heaps={}", computed - 1)), "{computed}");
    assert!(asks("400", &format!("/api/octal/status?code=0.66666666&heaps={computed}")));
    assert_eq!(search("0.76"), (limits.take_break_values, false, false));
    assert_eq!(search("0.6666"), (limits.take_break_values, false, false));
    assert!(s.contains(&format!("a=$(digits {})&b=1", limits.max_digits)));
    assert!(s.contains(&format!("a=$(digits {})&b=1", limits.max_digits + 1)));
}
