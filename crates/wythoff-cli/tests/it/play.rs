//! `wythoff play` driven through standard input: whole games, every command,
//! illegal moves, end of input.
use crate::common;

use std::io::{Read, Write};

use common::{fails, with_stdin, wythoff};
use wythoff::Natural;
use wythoff::game::Rule;
use wythoff::wythoff::{is_p_position, winning_moves};

/// The last "-> (x, y)" of a line.
fn target(line: &str) -> (u64, u64) {
    let inside = line.rsplit_once("→ (").unwrap().1.trim_end_matches(')');
    let (x, y) = inside.split_once(", ").unwrap();
    (x.parse().unwrap(), y.parse().unwrap())
}

/// A player who plays perfectly too, talking to the command as a person would:
/// read up to the prompt, answer with a winning move (or one object).
fn perfect_game(args: &[&str]) -> Vec<String> {
    let mut child = common::spawn(args);
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let mut transcript = String::new();
    let mut byte = [0u8];
    for prompts in 0.. {
        // A game from these starts ends in a few dozen moves: more prompts
        // than that is a player answering the wrong position (a refused move
        // prompts again), not a game.
        assert!(prompts < 200, "no end after 200 prompts:\n{transcript:.2000}");
        // Read until the prompt or the end.
        let mut chunk = Vec::new();
        while !chunk.ends_with(b"your move> ") {
            if stdout.read(&mut byte).unwrap() == 0 {
                break;
            }
            chunk.push(byte[0]);
        }
        let text = String::from_utf8(chunk).unwrap();
        transcript += &text;
        if !text.ends_with("your move> ") {
            break;
        }
        // The position is the last "→ (x, y)", or the start.
        let (x, y) = transcript.lines().rfind(|l| l.contains("→ (")).map(target).unwrap_or_else(|| {
            let start = transcript.split("Piles (").nth(1).unwrap();
            let (x, rest) = start.split_once(", ").unwrap();
            (x.parse().unwrap(), rest.split_once(')').unwrap().0.parse().unwrap())
        });
        let moves = winning_moves(&Natural::from(x), &Natural::from(y), Rule::Normal);
        let line = match moves.first() {
            Some(m) => format!("to {} {}\n", m.to[0], m.to[1]),
            None if x >= y => "1 1\n".to_string(),
            None => "2 1\n".to_string(),
        };
        transcript += &line;
        stdin.write_all(line.as_bytes()).unwrap();
    }
    assert!(child.wait().unwrap().success());
    transcript.lines().map(String::from).collect()
}

#[test]
fn perfect_against_perfect_the_first_player_wins_from_an_n_position() {
    // (9, 14) is an N-position: the human, moving first and perfectly, wins.
    let lines = perfect_game(&["play", "--start", "9,14", "--seed", "5"]);
    assert_eq!(lines.last().unwrap(), "you win by taking the last object", "{lines:#?}");
    // From a P-position the computer, moving second, wins, and every position it
    // leaves is a P-position.
    let lines = perfect_game(&["play", "--start", "8,13", "--seed", "5"]);
    assert_eq!(lines.last().unwrap(), "the computer wins by taking the last object", "{lines:#?}");
    let replies: Vec<_> = lines.iter().filter(|l| l.starts_with("computer:")).collect();
    assert!(replies.len() >= 2, "{lines:#?}");
    for reply in replies {
        let (x, y) = target(reply);
        assert!(is_p_position(&x.into(), &y.into(), Rule::Normal), "{reply}");
    }
}

#[test]
fn the_computer_moves_first_and_keeps_the_game_long_when_it_must_lose() {
    let out = with_stdin(&["play", "--start", "3,5", "--first", "computer", "--seed", "1"], b"");
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("computer: take 1 from pile 2 → (3, 4)"), "{text}");
    assert!(text.ends_with("your move> end of input: the game stops at piles (3, 4)\n"), "{text}");
}

#[test]
fn every_command_and_bad_lines_get_one_line_and_the_prompt_again() {
    let input =
        b"help\nboard\nhint\n\njump\n1 99\n1 x\nto 9 9\nb 1 2\nundo\n2 2\nundo\nundo\n\x00\xff\nquit\n2 1\n";
    let out = with_stdin(&["play", "--start", "3,7", "--seed", "2"], input);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    for expected in [
        "b K      take K from both piles",
        " 7 | . . . Q",
        "N: the player to move wins (normal play); 1 winning move:",
        "type a move or a command",
        "'jump' is neither a move nor a command",
        "pile 1 holds only 3, not 99",
        "'x' is not a number of objects",
        "(9, 9) is not below (3, 7)",
        "taking 1 from pile 1 and 2 from pile 2 is not one move of this game",
        "nothing to undo",
        "you: take 2 from pile 2 → (3, 5)",
        "undone: piles (3, 7)",
        "bye",
    ] {
        assert!(text.contains(expected), "{expected:?} missing from:\n{text}");
    }
    // After quit nothing more is read.
    assert!(!text.contains("take 1 from pile 2 → (3, 6)"), "{text}");
    assert_eq!(text.matches("your move> ").count(), 15, "{text}");
}

#[test]
fn misere_variants_and_the_end_of_a_game() {
    // Restricted, misère, the computer first: the example in --help.
    let out = with_stdin(
        &["play", "--game", "restricted", "-m", "2", "--start", "2,2", "--first", "computer", "--misere"],
        b"b 1\n",
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.ends_with("you win, as the computer had to take the last object\n"), "{text}");
    // a-Wythoff: a two-pile move with different amounts.
    let out = with_stdin(
        &["play", "--game", "generalized", "--a", "3", "--start", "2,5", "--seed", "1"],
        b"b 1 3\n",
    );
    assert!(
        String::from_utf8(out.stdout).unwrap().contains("you: take 1 from pile 1 and 3 from pile 2 → (1, 2)")
    );
    // Casual play is reproducible with a seed.
    let args = ["play", "--start", "random", "--max", "30", "--level", "casual", "--seed", "77"];
    let moves = "1 1\n2 1\n1 1\n2 1\n1 1\n2 1\n1 1\n2 1\n";
    assert_eq!(with_stdin(&args, moves.as_bytes()).stdout, with_stdin(&args, moves.as_bytes()).stdout);
}

#[test]
fn bad_options_are_refused() {
    let cases: &[(&[&str], &str)] = &[
        (&["play", "--start", "3"], "give two piles as X,Y"),
        (&["play", "--start", "3,x"], "--start"),
        (&["play", "--game", "generalized"], "--game generalized needs --a"),
        (&["play", "--game", "restricted", "-m", "0"], "--max-take must be at least 1"),
        (&["play", "--max", "0"], "--max must be at least 1"),
        (&["play", "--level", "godlike"], "invalid value 'godlike'"),
    ];
    for (args, expected) in cases {
        assert!(fails(&wythoff(args), &format!("{args:?}"), expected).is_empty(), "{args:?}");
    }
}

#[test]
fn heap_games_play_with_their_own_syntax() {
    let run = |args: &[&str], input: &str| {
        let out = with_stdin(args, input.as_bytes());
        assert!(out.status.success(), "{args:?}");
        String::from_utf8(out.stdout).unwrap()
    };
    let text = run(
        &["play", "--game", "nim", "--start", "3,5,7", "--seed", "1"],
        "4 1\n1 9\nto 1 2\nto 2 4 7\n2 0\nhelp\nboard\n",
    );
    for expected in [
        "there are heaps 1 to 3, not 4",
        "heap 1 holds only 3, not 9",
        "a move takes from one heap only",
        "a move must take something",
        "H K        take K from heap H",
        "heap  3 | o o o o o o o",
    ] {
        assert!(text.contains(expected), "{expected:?} missing from:\n{text}");
    }
    let text =
        run(&["play", "--game", "subtraction", "--set", "2,5", "--start", "9", "--seed", "1"], "1\n2\n");
    assert!(text.contains("a move takes one of 2, 5, not 1"), "{text}");
    assert!(text.contains("you: take 2 → 7"), "{text}");
    let text = run(&["play", "--game", "bash", "-m", "3", "--start", "4", "--first", "computer"], "to 0\n");
    assert!(text.contains("computer: take 1 → 3"), "{text}");
    assert!(text.ends_with("you win by taking the last object\n"), "{text}");
    let text = run(&["play", "--game", "fibonacci", "--start", "10", "--seed", "1"], "10\n2\n5\n");
    assert!(text.contains("this move may take at most 9, not 10"), "{text}");
    assert!(text.contains("you: take 2 → 8 (next move takes at most 4)"), "{text}");
    let text = run(
        &["play", "--game", "multipile", "--rule", "one-or-all", "--start", "3,5,7", "--seed", "1"],
        "2 3 1\n1 1 1\n1 1\nall 1\n",
    );
    assert!(text.contains("a move takes one pile, or the same from every pile"), "{text}");
    assert!(text.contains("'1 1 1' names pile 1 twice"), "{text}");
    assert!(text.contains("you: take 1 from piles 1, 2, 3 → (1, 4, 5)"), "{text}");
    let cases: &[(&[&str], &str)] = &[
        (&["play", "--game", "multipile", "--start", "3,5,7"], "needs --rule"),
        (
            &["play", "--game", "multipile", "--rule", "one-or-any", "--start", "3000,3000,3000"],
            "more than the limit",
        ),
        (&["play", "--game", "subtraction", "--start", "9"], "needs --set"),
        (&["play", "--game", "subtraction", "--set", "0,2", "--start", "9"], "--set"),
        (&["play", "--game", "bash", "--start", "9"], "--game bash needs --max-take"),
        (&["play", "--game", "bash", "-m", "2", "--start", "9,9"], "give one heap"),
        (&["play", "--game", "fibonacci", "--misere"], "normal play only"),
    ];
    for (args, expected) in cases {
        assert!(fails(&wythoff(args), &format!("{args:?}"), expected).is_empty(), "{args:?}");
    }
}

#[test]
fn the_board_labels_every_column_past_nine() {
    // Columns three characters wide, each label whole under its column.
    let out = String::from_utf8(with_stdin(&["play", "--start", "12,2"], b"board\n").stdout).unwrap();
    let labels = out.lines().find(|l| l.trim_start().starts_with("0  1")).unwrap_or_else(|| panic!("{out}"));
    assert_eq!(
        labels.split_whitespace().collect::<Vec<_>>(),
        (0..=12).map(|c| c.to_string()).collect::<Vec<_>>()
    );
    // The last square of a row sits under the label 12's last digit.
    let row = out.lines().find(|l| l.starts_with(" 1 |")).unwrap();
    assert_eq!(row.rfind('.'), labels.rfind('2'), "columns and labels:\n{out}");
}

#[test]
fn a_start_with_no_move_says_what_it_means_under_the_rule() {
    let out = String::from_utf8(with_stdin(&["play", "--start", "0,0"], b"").stdout).unwrap();
    assert!(
        out.ends_with("Piles (0, 0); you move first.\nyou cannot move, so you lose in normal play\n"),
        "{out}"
    );
    let out = String::from_utf8(
        with_stdin(&["play", "--start", "0,0", "--misere", "--first", "computer"], b"").stdout,
    )
    .unwrap();
    assert!(out.ends_with("the computer cannot move, so it wins in misère play\n"), "{out}");
}
